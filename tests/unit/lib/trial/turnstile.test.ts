import {
  loadTurnstile,
  TURNSTILE_FIELD,
  TURNSTILE_SCRIPT,
  type TurnstileApi,
} from '@/lib/trial/turnstile';

const api: TurnstileApi = { render: () => 'w', remove: () => undefined };
const scripts = () => [...document.head.querySelectorAll(`script[src="${TURNSTILE_SCRIPT}"]`)];

afterEach(() => {
  delete window.turnstile;
  for (const script of scripts()) script.remove();
  jest.useRealTimers();
});

it('adds the script once, on demand, and resolves with the API it defines', async () => {
  expect(scripts()).toHaveLength(0);
  const first = loadTurnstile();
  const second = loadTurnstile();
  expect(scripts()).toHaveLength(1);
  window.turnstile = api;
  scripts()[0]!.dispatchEvent(new Event('load'));
  await expect(first).resolves.toBe(api);
  await expect(second).resolves.toBe(api);
  // Loaded: no further script.
  await expect(loadTurnstile()).resolves.toBe(api);
  expect(scripts()).toHaveLength(1);
});

it('rejects when the script fails, and tries again next time', async () => {
  const failed = loadTurnstile();
  scripts()[0]!.dispatchEvent(new Event('error'));
  await expect(failed).rejects.toThrow('Turnstile did not load');
  expect(scripts()).toHaveLength(0);
  const again = loadTurnstile();
  expect(scripts()).toHaveLength(1);
  scripts()[0]!.dispatchEvent(new Event('error'));
  await expect(again).rejects.toThrow('Turnstile did not load');
});

it('rejects when the script does not arrive in time', async () => {
  jest.useFakeTimers();
  const slow = loadTurnstile(10_000);
  jest.advanceTimersByTime(10_000);
  await expect(slow).rejects.toThrow('Turnstile did not load');
});

it('the form sends the token under the name the endpoint reads', async () => {
  // Two copies: the page must not load the endpoint's module, nor the e2e specs as CommonJS.
  const { TURNSTILE_FIELD: endpointField } = await import('@/lib/leads/contract.mjs');
  expect(TURNSTILE_FIELD).toBe(endpointField);
});
