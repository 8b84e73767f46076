import { trial } from '@/content/trial';
import { emptyTrialForm, trialFormSchema, type TrialFormInput } from '@/lib/trial/schema';

const valid: TrialFormInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical Engines',
  phone: '+44 20 7946 0958',
  acceptTerms: true,
  website: '',
};

const m = trial.validation;

/** The first message for `field` (what the form shows), or undefined when the value passes. */
function errorFor(field: keyof TrialFormInput, value: unknown): string | undefined {
  const result = trialFormSchema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('trial schema', () => {
  it('accepts a complete form and trims the values', () => {
    const parsed = trialFormSchema.parse({
      ...valid,
      firstName: '  Ada ',
      email: ' ada@x.example ',
    });
    expect(parsed.firstName).toBe('Ada');
    expect(parsed.email).toBe('ada@x.example');
  });

  it.each([
    ['firstName', m.firstNameMin, m.firstNameMax],
    ['lastName', m.lastNameMin, m.lastNameMax],
  ] as const)('%s: 2 to 50 characters, with the exact messages', (field, tooShort, tooLong) => {
    expect(errorFor(field, '')).toBe(tooShort);
    expect(errorFor(field, 'A')).toBe(tooShort);
    expect(errorFor(field, '   A   ')).toBe(tooShort);
    expect(errorFor(field, 'Al')).toBeUndefined();
    expect(errorFor(field, 'A'.repeat(50))).toBeUndefined();
    expect(errorFor(field, 'A'.repeat(51))).toBe(tooLong);
  });

  it('uses the messages word for word', () => {
    expect(m).toEqual({
      firstNameMin: 'First name must be at least 2 characters',
      firstNameMax: 'First name must be less than 50 characters',
      lastNameMin: 'Last name must be at least 2 characters',
      lastNameMax: 'Last name must be less than 50 characters',
      email: 'Please enter a valid email address',
      companyMin: 'Company name must be at least 2 characters',
      phone: 'Please enter a valid phone number',
      acceptTerms: 'You must accept the terms and conditions',
    });
  });

  it('email: a valid address', () => {
    for (const email of ['', 'ada', 'ada@', '@x.example', 'ada@x', 'ada x@y.example']) {
      expect(errorFor('email', email)).toBe(m.email);
    }
    for (const email of ['ada@x.example', 'ada.lovelace+trial@mail.x.example']) {
      expect(errorFor('email', email)).toBeUndefined();
    }
  });

  it('company: at least 2 characters', () => {
    expect(errorFor('company', '')).toBe(m.companyMin);
    expect(errorFor('company', 'X')).toBe(m.companyMin);
    expect(errorFor('company', 'XY')).toBeUndefined();
  });

  it.each([
    ['', true],
    ['   ', true],
    ['9876543210', true],
    ['98765 43210', true],
    ['987-654-3210', true],
    ['(987) 654-3210', true],
    ['+91 98765 43210', true],
    ['+1 (415) 555-0134', true],
    ['7', true],
    ['1234567890123456', true], // 16 digits
    ['+1234567890123456', true],
    ['12345678901234567', false], // 17 digits
    ['+12345678901234567', false],
    ['09876543210', false], // leading zero
    ['+0 98765 43210', false],
    ['++91 98765', false],
    ['91+98765', false],
    ['98765.43210', false],
    ['phone', false],
    ['+', false],
  ])('phone %p valid: %p', (phone, ok) => {
    expect(errorFor('phone', phone)).toBe(ok ? undefined : m.phone);
  });

  it('acceptTerms: must be true', () => {
    expect(errorFor('acceptTerms', false)).toBe(m.acceptTerms);
    expect(errorFor('acceptTerms', true)).toBeUndefined();
  });

  it('reports every invalid field of the empty form, each with its first message', () => {
    const result = trialFormSchema.safeParse(emptyTrialForm);
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(['firstName', 'lastName', 'email', 'company', 'acceptTerms']);
  });
});
