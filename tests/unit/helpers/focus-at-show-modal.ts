/**
 * Records what had the focus at each `showModal()`: the element a browser returns focus to when
 * the dialog closes (jsdom does not return focus itself). Call `restore()` at the end of the test.
 */
export function recordFocusAtShowModal() {
  const focused: (Element | null)[] = [];
  const spy = jest.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function open(
    this: HTMLDialogElement,
  ) {
    focused.push(document.activeElement);
    this.setAttribute('open', '');
  });
  return { focused, restore: () => spy.mockRestore() };
}
