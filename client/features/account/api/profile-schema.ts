import { mixed, object, string, type InferType } from 'yup';
import { AVATAR_TYPES, MAX_AVATAR_BYTES } from './avatar';

export const NAME_MAX = 100;

/** What the avatar field holds: null keeps the current one. */
export type AvatarChoice = File | 'remove' | null;

const TYPES: readonly string[] = AVATAR_TYPES;

/** Spec section 5: the names are required, with exactly these messages; spaces alone are empty. */
export const profileSchema = object({
  firstName: string()
    .trim()
    .required('First name is required')
    .max(NAME_MAX, `At most ${NAME_MAX} characters`),
  lastName: string()
    .trim()
    .required('Last name is required')
    .max(NAME_MAX, `At most ${NAME_MAX} characters`),
  avatar: mixed<File | 'remove'>()
    .nullable()
    .defined()
    .test('type', 'Choose a JPEG, PNG or WebP image', (value) =>
      value instanceof File ? TYPES.includes(value.type) : true,
    )
    .test('size', 'That image is over 25 MB', (value) =>
      value instanceof File ? value.size <= MAX_AVATAR_BYTES : true,
    ),
});

export type ProfileFormValues = InferType<typeof profileSchema>;
