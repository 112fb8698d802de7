import { describe, expect, it } from 'vitest';
import { MESSAGES, readSignIn, readSignUp } from './interaction-forms.js';

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
