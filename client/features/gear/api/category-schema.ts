import { object, string, type InferType } from 'yup';
import { CATEGORY_NAME_MAX_LENGTH } from '@domain/limits';

const COLOR = /^#[0-9a-f]{6}$/i;

export const categorySchema = object({
  name: string()
    .trim()
    .required('Give the category a name')
    .max(CATEGORY_NAME_MAX_LENGTH, `At most ${CATEGORY_NAME_MAX_LENGTH} characters`),
  color: string().required().matches(COLOR, 'Pick a colour'),
});

export type CategoryFormValues = InferType<typeof categorySchema>;
