import { render } from '@testing-library/react';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

const html = (ui: React.ReactElement) => render(<p>{ui}</p>).container.firstElementChild!.innerHTML;

describe('KeepTermsTogether', () => {
  it('keeps each hyphenated word on one line, its characters as written', () => {
    expect(html(<KeepTermsTogether text="A white-label CRM, live in 24-48 hours" />)).toBe(
      'A <span class="whitespace-nowrap">white-label</span> CRM, live in ' +
        '<span class="whitespace-nowrap">24-48</span> hours',
    );
  });

  it("joins a heading's last two words with a no-break space, adding no element", () => {
    expect(html(<KeepTermsTogether text="How Kyrelo Compares" lastWords />)).toBe(
      'How Kyrelo&nbsp;Compares',
    );
    expect(html(<KeepTermsTogether text="Ready to Let AI Handle the Follow-Up?" lastWords />)).toBe(
      'Ready to Let AI Handle the&nbsp;<span class="whitespace-nowrap">Follow-Up</span>?',
    );
  });

  it('leaves two last words longer than 24 characters free to wrap, and one word alone', () => {
    const long = 'Payments Are Generally Non-Refundable Everywhere';
    expect(html(<KeepTermsTogether text={long} lastWords />)).not.toContain('&nbsp;');
    expect(
      html(<KeepTermsTogether text="3. Payments Are Generally Non-Refundable" lastWords />),
    ).toContain('Generally&nbsp;');
    expect(html(<KeepTermsTogether text="Opportunities" lastWords />)).toBe('Opportunities');
  });

  it('is one element for a flex parent when the text has parts, plain text otherwise', () => {
    expect(html(<KeepTermsTogether text="Round-robin calendars" single />)).toBe(
      '<span><span class="whitespace-nowrap">Round-robin</span> calendars</span>',
    );
    expect(html(<KeepTermsTogether text="Team calendars" single />)).toBe('Team calendars');
  });
});
