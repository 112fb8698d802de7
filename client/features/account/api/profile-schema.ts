import { mixed, object, string, type InferType } from 'yup';
import { MAX_PHOTO_BYTES, PERSON_NAME_MAX_LENGTH } from '@domain/limits';
import { AVATAR_TYPES } from './avatar';

/** What the avatar field holds: null keeps the current one. */
export type AvatarChoice = File | 'remove' | null;

const TYPES: readonly string[] = AVATAR_TYPES;

/** Spec section 5: the names are required, with exactly these messages; spaces alone are empty. */
export const profileSchema = object({
  firstName: string()
    .trim()
    .required('First name is required')
    .max(PERSON_NAME_MAX_LENGTH, `At most ${PERSON_NAME_MAX_LENGTH} characters`),
  lastName: string()
    .trim()
    .required('Last name is required')
    .max(PERSON_NAME_MAX_LENGTH, `At most ${PERSON_NAME_MAX_LENGTH} characters`),
  avatar: mixed<File | 'remove'>()
    .nullable()
    .defined()
    .test('type', 'Choose a JPEG, PNG or WebP image', (value) =>
      value instanceof File ? TYPES.includes(value.type) : true,
    )
    .test('size', 'That image is over 25 MB', (value) =>
      value instanceof File ? value.size <= MAX_PHOTO_BYTES : true,
    ),
});

export type ProfileFormValues = InferType<typeof profileSchema>;
