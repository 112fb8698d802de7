import { containsNul } from '@server/common/nul-characters.js';
import { normalizeEmail } from './accounts.repository.js';
import type { FormErrors, SignUpField } from './pages/pages.js';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from './password-rules.js';

export const MESSAGES = {
  wrongCredentials: 'Wrong email or password.',
  emailTaken: 'An account with this email already exists.',
  passwordTooShort: PASSWORD_TOO_SHORT,
  passwordTooLong: PASSWORD_TOO_LONG,
  invalidEmail: 'Enter a valid email address.',
  missingEmail: 'Enter your email address.',
  missingPassword: 'Enter your password.',
  missingGivenName: 'Enter your given name.',
  missingFamilyName: 'Enter your family name.',
  nameTooLong: 'Use at most 100 characters.',
  tooManyAttempts: 'Too many attempts. Try again in a few minutes.',
  tooManyResetRequests: 'Too many reset links were asked for. Try again in an hour.',
  nulCharacter: 'This contains an invisible NUL character (U+0000). Type it again.',
} as const;

const NAME_MAX = 100;
const EMAIL_MAX = 254;
// Something@domain.tld with no spaces: what people mistype, not RFC 5322 in full.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput extends SignInInput {
  givenName: string;
  familyName: string;
}

export interface FormResult<Input, Field extends string> {
  input: Input;
  errors: FormErrors<Field>;
}

/** A form field as one string: repeated or missing fields count as empty. */
const fieldOf = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

const characters = (text: string): number => [...text].length;

// The database cannot store U+0000, and nobody types it: it is refused by the field.
function emailError(email: string): string | undefined {
  if (containsNul(email)) return MESSAGES.nulCharacter;
  if (!email) return MESSAGES.missingEmail;
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) return MESSAGES.invalidEmail;
  return undefined;
}

function passwordError(password: string): string | undefined {
  if (containsNul(password)) return MESSAGES.nulCharacter;
  return password ? undefined : MESSAGES.missingPassword;
}

function newPasswordError(password: string): string | undefined {
  if (containsNul(password)) return MESSAGES.nulCharacter;
  if (characters(password) < PASSWORD_MIN) return MESSAGES.passwordTooShort;
  if (characters(password) > PASSWORD_MAX) return MESSAGES.passwordTooLong;
  return undefined;
}

function nameError(name: string, missing: string): string | undefined {
  if (containsNul(name)) return MESSAGES.nulCharacter;
  if (!name) return missing;
  if (characters(name) > NAME_MAX) return MESSAGES.nameTooLong;
  return undefined;
}

const withoutEmpty = <T extends object>(errors: T): T =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as T;

export function readSignIn(body: unknown): FormResult<SignInInput, 'email' | 'password'> {
  const input = {
    email: normalizeEmail(fieldOf(body, 'email')),
    password: fieldOf(body, 'password'),
  };
  return {
    input,
    errors: withoutEmpty({
      email: emailError(input.email),
      password: passwordError(input.password),
    }),
  };
}

export function readSignUp(body: unknown): FormResult<SignUpInput, SignUpField> {
  const input = {
    email: normalizeEmail(fieldOf(body, 'email')),
    password: fieldOf(body, 'password'),
    givenName: fieldOf(body, 'givenName').trim(),
    familyName: fieldOf(body, 'familyName').trim(),
  };
  return {
    input,
    errors: withoutEmpty({
      givenName: nameError(input.givenName, MESSAGES.missingGivenName),
      familyName: nameError(input.familyName, MESSAGES.missingFamilyName),
      email: emailError(input.email),
      password: newPasswordError(input.password),
    }),
  };
}

/** "Forgot password?": the address to send a link to. */
export function readForgotPassword(body: unknown): FormResult<{ email: string }, 'email'> {
  const input = { email: normalizeEmail(fieldOf(body, 'email')) };
  return { input, errors: withoutEmpty({ email: emailError(input.email) }) };
}

/** The reset page: the new password, under the same rules as at sign-up. */
export function readNewPassword(body: unknown): FormResult<{ password: string }, 'password'> {
  const input = { password: fieldOf(body, 'password') };
  return { input, errors: withoutEmpty({ password: newPasswordError(input.password) }) };
}

/** oidc-provider's interaction ids (nanoid); anything else links back to no sign-in. */
const INTERACTION_UID = /^[\w-]{1,64}$/;

/** The sign-in a "Forgot password?" page came from, to link back to; from the query or form. */
export function interactionUidOf(value: unknown): string | undefined {
  return typeof value === 'string' && INTERACTION_UID.test(value) ? value : undefined;
}
