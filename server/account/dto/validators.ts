import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { normalizeUsername, USERNAME_MESSAGES, usernameProblem } from '@server/domain/username.js';

/**
 * A required name of at most `max` characters, with one message per problem so the form shows
 * exactly "First name is required" for an empty (or all-space) name.
 */
export const IsRequiredName = (label: string, max: number) =>
  ValidateBy({
    name: 'isRequiredName',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && value.length > 0 && value.length <= max,
      defaultMessage: (args) => {
        const value = args?.value as unknown;
        if (value === null || value === '') return `${label} is required`;
        if (typeof value !== 'string') return `${label} must be text`;
        return `${label} must be at most ${max} characters`;
      },
    },
  });

/** Usernames are compared and stored lowercase; an empty one means none. */
export const NormalizeUsername = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const normalized = normalizeUsername(value);
    return normalized === '' ? null : normalized;
  });

export const IsUsername = () =>
  ValidateBy({
    name: 'isUsername',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && usernameProblem(value) === null,
      defaultMessage: (args) => {
        const value = args?.value as unknown;
        if (typeof value !== 'string') return 'username must be text';
        const problem = usernameProblem(value);
        return problem ? USERNAME_MESSAGES[problem] : 'username is not valid';
      },
    },
  });
