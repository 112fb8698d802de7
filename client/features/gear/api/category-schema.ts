import { object, string, type InferType } from 'yup';

export const CATEGORY_NAME_MAX = 100;
const COLOR = /^#[0-9a-f]{6}$/i;

export const categorySchema = object({
  name: string()
    .trim()
    .required('Give the category a name')
    .max(CATEGORY_NAME_MAX, `At most ${CATEGORY_NAME_MAX} characters`),
  color: string().required().matches(COLOR, 'Pick a colour'),
});

export type CategoryFormValues = InferType<typeof categorySchema>;
