import { object, string, type InferType } from 'yup';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '@domain/limits';

export const bundleNameSchema = string()
  .trim()
  .required('Give the bundle a name')
  .max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters`);

export const bundleDescriptionSchema = string()
  .default('')
  .max(DESCRIPTION_MAX_LENGTH, `At most ${DESCRIPTION_MAX_LENGTH} characters`);

/** The new-bundle form; categoryId '' is no category. */
export const bundleFormSchema = object({
  name: bundleNameSchema,
  description: bundleDescriptionSchema,
  categoryId: string().default(''),
});

export type BundleFormValues = InferType<typeof bundleFormSchema>;
