import { object, string, type InferType } from 'yup';

/** The server's limits (NameField, DescriptionField, SlugField). */
export const PACK_NAME_MAX = 200;
export const PACK_DESCRIPTION_MAX = 2000;
export const SLUG_MAX = 80;
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const name = string()
  .trim()
  .required('Give the pack a name')
  .max(PACK_NAME_MAX, `At most ${PACK_NAME_MAX} characters`);
const description = string().max(
  PACK_DESCRIPTION_MAX,
  `At most ${PACK_DESCRIPTION_MAX} characters`,
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
    .max(SLUG_MAX, `At most ${SLUG_MAX} characters`)
    .matches(SLUG_PATTERN, 'Lowercase letters and digits, in words joined by single hyphens'),
});
export type PackDetailsValues = InferType<typeof packDetailsSchema>;
