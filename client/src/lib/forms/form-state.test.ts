import { ApiError } from '../../api/api-error';
import { confirmPasswordRule, emailRule, passwordRule } from '../validation/account-rules';
import { FormState } from './form-state';

const form = () =>
  new FormState(
    { email: '', password: '', confirmPassword: '' },
    {
      email: emailRule,
      password: passwordRule,
      confirmPassword: (value, values) => confirmPasswordRule(value, values.password),
    },
    { password: ['confirmPassword'] },
  );

describe('FormState', () => {
  it('checks every field on validate and clears a message as soon as the field is right', () => {
    const state = form();
    expect(state.validate()).toBe(false);
    expect(state.error('email')).toEqual({ key: 'validation.emailRequired' });
    state.set('email', 'nino@example.ge');
    expect(state.error('email')).toBeUndefined();
  });

  it('checks a field on leaving it, unless it was left empty', () => {
    const state = form();
    state.touch('email');
    expect(state.error('email')).toBeUndefined();
    state.set('email', 'nino');
    state.touch('email');
    expect(state.error('email')).toEqual({ key: 'validation.emailFormat' });
  });

  it('checks the confirmation again when the password changes', () => {
    const state = form();
    state.set('password', 'Passw0rd!');
    state.set('confirmPassword', 'Passw0rd?');
    expect(state.validate(['confirmPassword'])).toBe(false);
    state.set('password', 'Passw0rd?');
    expect(state.error('confirmPassword')).toBeUndefined();
  });

  it("puts the server's messages under their fields, case-insensitively, and the rest on the form", () => {
    const state = form();
    const fields = state.applyServerErrors(
      new ApiError(400, {
        Email: ['An account with this e-mail already exists'],
        _: ['Please fill all fields correctly'],
        other: ['x'],
      }),
    );
    expect(fields).toEqual(['email']);
    expect(state.error('email')).toEqual({ text: 'An account with this e-mail already exists' });
    expect(state.formErrors).toEqual([{ text: 'Please fill all fields correctly' }, { text: 'x' }]);
    state.validate(['password']);
    expect(state.formErrors).toEqual([]);
  });

  it("says 'something went wrong' for a failure without messages", () => {
    const state = form();
    state.applyServerErrors(new ApiError(0));
    expect(state.formErrors).toEqual([{ key: 'errors.somethingWentWrong' }]);
    state.applyServerErrors(new TypeError('boom'));
    expect(state.formErrors).toEqual([{ key: 'errors.somethingWentWrong' }]);
  });

  it('resets to the first values', () => {
    const state = form();
    state.set('email', 'x');
    state.validate();
    state.reset();
    expect(state.values).toEqual({ email: '', password: '', confirmPassword: '' });
    expect(state.hasErrors).toBe(false);
  });
});
