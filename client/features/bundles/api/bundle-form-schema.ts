import { object, string, type InferType } from 'yup';

/** The server's limits (NameField, DescriptionField). */
export const BUNDLE_NAME_MAX = 200;
export const BUNDLE_DESCRIPTION_MAX = 2000;

export const bundleNameSchema = string()
  .trim()
  .required('Give the bundle a name')
  .max(BUNDLE_NAME_MAX, `At most ${BUNDLE_NAME_MAX} characters`);

export const bundleDescriptionSchema = string()
  .default('')
  .max(BUNDLE_DESCRIPTION_MAX, `At most ${BUNDLE_DESCRIPTION_MAX} characters`);

/** The new-bundle form; categoryId '' is no category. */
export const bundleFormSchema = object({
  name: bundleNameSchema,
  description: bundleDescriptionSchema,
  categoryId: string().default(''),
});

export type BundleFormValues = InferType<typeof bundleFormSchema>;
