import { trial } from '@/content/trial';
import {
  invalidEmailMessage,
  trialEmail,
  trialFieldLabels,
} from '@/lib/leads/trial-email-copy.mjs';
import { trialFieldNames } from '@/lib/trial/fields';

/**
 * lib/leads/trial-email-copy.mjs holds the words the signup endpoint accepts, for the server to
 * read without TypeScript; they must be the very words the site shows and sends.
 */
describe('lib/leads/trial-email-copy.mjs', () => {
  it("is the trial copy's e-mail strings, field labels and address message", () => {
    expect(trial.email).toEqual(trialEmail);
    expect(
      Object.fromEntries(trialFieldNames.map((name) => [name, trial.fields[name].label])),
    ).toEqual(trialFieldLabels);
    expect(trial.validation.email).toBe(invalidEmailMessage);
  });

  it('is frozen through and through: no importer can change what the other side checks', () => {
    for (const object of [trialEmail, trialEmail.attribution, trialFieldLabels]) {
      expect(Object.isFrozen(object)).toBe(true);
    }
  });
});
