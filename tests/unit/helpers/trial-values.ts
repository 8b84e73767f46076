import { screen } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';
import { type TrialValues } from '@/lib/trial/schema';

/** A valid trial signup with an empty honeypot, for the tests of what happens after validation. */
export const validTrialValues: TrialValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical Engines',
  phone: '',
  acceptTerms: true,
  website: '',
};

/**
 * Fills the form's required fields as a visitor who pastes each value (one input event a field),
 * and ticks the terms. Typing them key by key, five events a character and about sixty
 * characters, is what the typing tests do; for the tests of what happens after, it only made each
 * one take seconds on a busy machine.
 */
export async function pasteValidTrialValues(user: UserEvent) {
  for (const [label, value] of [
    ['First name', validTrialValues.firstName],
    ['Last name', validTrialValues.lastName],
    ['Work email', validTrialValues.email],
    ['Company', validTrialValues.company],
  ] as const) {
    const field = screen.getByLabelText(label);
    // user-event remembers what it typed until it sees the value change; `form.reset()` (after a
    // send) changes it out of its sight, so each round clears first.
    await user.clear(field);
    await user.paste(value);
  }
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
}
