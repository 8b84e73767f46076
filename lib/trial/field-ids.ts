import { type TrialField } from './fields';

/** The ids of a trial form control and of its error line, shared by the markup and its controller. */
export const trialFieldIds = (name: TrialField) => ({
  input: `trial-${name}`,
  error: `trial-${name}-error`,
});
