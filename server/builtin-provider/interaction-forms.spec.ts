import { describe, expect, it } from 'vitest';
import {
  interactionUidOf,
  MESSAGES,
  readForgotPassword,
  readNewPassword,
  readSignIn,
  readSignUp,
} from './interaction-forms.js';

describe('readSignIn', () => {
  it('normalises the email and keeps the password as typed', () => {
    expect(readSignIn({ email: '  Ada@Example.COM ', password: ' secret ' })).toEqual({
      input: { email: 'ada@example.com', password: ' secret ' },
      errors: {},
    });
  });

  it.each([
    [{}, { email: MESSAGES.missingEmail, password: MESSAGES.missingPassword }],
    [{ email: 'ada', password: 'x' }, { email: MESSAGES.invalidEmail }],
    [{ email: 'ada@example', password: 'x' }, { email: MESSAGES.invalidEmail }],
    [{ email: 'a da@example.com', password: 'x' }, { email: MESSAGES.invalidEmail }],
    [
      { email: ['a@example.com', 'b@example.com'], password: 'x' },
      { email: MESSAGES.missingEmail },
    ],
    [{ email: 'ada\u0000@example.com', password: 'x' }, { email: MESSAGES.nulCharacter }],
    [{ email: 'ada@example.com', password: 'x\u0000' }, { password: MESSAGES.nulCharacter }],
  ])('reports %j as %j', (body, errors) => {
    expect(readSignIn(body).errors).toEqual(errors);
  });
});

describe('readSignUp', () => {
  const valid = {
    email: 'ada@example.com',
    password: 'eight ch',
    givenName: ' Ada ',
    familyName: 'Lovelace',
  };

  it('accepts a complete form, trimming the names', () => {
    expect(readSignUp(valid)).toEqual({
      input: { ...valid, givenName: 'Ada' },
      errors: {},
    });
  });

  it.each([
    [{ password: 'seven c' }, { password: MESSAGES.passwordTooShort }],
    [{ password: 'x'.repeat(129) }, { password: MESSAGES.passwordTooLong }],
    [{ password: '\u{1F3D4}'.repeat(128) }, {}],
    [{ givenName: '  ' }, { givenName: MESSAGES.missingGivenName }],
    [{ familyName: 'x'.repeat(101) }, { familyName: MESSAGES.nameTooLong }],
    [{ email: 'not an email' }, { email: MESSAGES.invalidEmail }],
    [{ givenName: 'A\u0000da' }, { givenName: MESSAGES.nulCharacter }],
    [{ familyName: '\u0000' }, { familyName: MESSAGES.nulCharacter }],
    [{ email: 'ada@exam\u0000ple.com' }, { email: MESSAGES.nulCharacter }],
    [{ password: 'eight ch\u0000' }, { password: MESSAGES.nulCharacter }],
  ])('with %j reports %j', (change, errors) => {
    expect(readSignUp({ ...valid, ...change }).errors).toEqual(errors);
  });
});

describe('readForgotPassword', () => {
  it('normalises the email and refuses what is not one', () => {
    expect(readForgotPassword({ email: ' Ada@Example.com ' })).toEqual({
      input: { email: 'ada@example.com' },
      errors: {},
    });
    expect(readForgotPassword({}).errors).toEqual({ email: MESSAGES.missingEmail });
    expect(readForgotPassword({ email: 'ada' }).errors).toEqual({ email: MESSAGES.invalidEmail });
    expect(readForgotPassword({ email: 'a\u0000@b.c' }).errors).toEqual({
      email: MESSAGES.nulCharacter,
    });
  });
});

describe('readNewPassword', () => {
  it.each([
    ['eight ch', {}],
    ['seven c', { password: MESSAGES.passwordTooShort }],
    ['x'.repeat(129), { password: MESSAGES.passwordTooLong }],
    ['eight ch\u0000', { password: MESSAGES.nulCharacter }],
  ])('holds %j to the sign-up rules: %j', (password, errors) => {
    expect(readNewPassword({ password }).errors).toEqual(errors);
  });
});

describe('interactionUidOf', () => {
  it('takes an interaction id and nothing else', () => {
    expect(interactionUidOf('pJ1v-3_kq2XJ8QWm0aZtY')).toBe('pJ1v-3_kq2XJ8QWm0aZtY');
    for (const other of [undefined, '', '../admin', 'a/b', ['x'], 'x'.repeat(65)]) {
      expect(interactionUidOf(other)).toBeUndefined();
    }
  });
});
