import { object, string, type InferType } from 'yup';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH, SLUG_MAX_LENGTH } from '@domain/limits';

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const name = string()
  .trim()
  .required('Give the pack a name')
  .max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters`);
const description = string().max(
  DESCRIPTION_MAX_LENGTH,
  `At most ${DESCRIPTION_MAX_LENGTH} characters`,
);

/** The new-pack dialog: the slug is made from the name by the server. */
export const newPackSchema = object({ name, description });
export type NewPackValues = InferType<typeof newPackSchema>;

/** The pack's details: its slug is part of its public address, so it is checked here too. */
export const packDetailsSchema = object({
  name,
  description,
  slug: string()
    .trim()
    .lowercase()
    .required('The public link needs a slug')
    .max(SLUG_MAX_LENGTH, `At most ${SLUG_MAX_LENGTH} characters`)
    .matches(SLUG_PATTERN, 'Lowercase letters and digits, in words joined by single hyphens'),
});
export type PackDetailsValues = InferType<typeof packDetailsSchema>;
