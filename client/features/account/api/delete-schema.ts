import { object, string, type InferType } from 'yup';

/** The spec's second form: one confirmation string. Whether it matches, the server says. */
export const deleteSchema = object({
  confirmation: string().trim().required('Enter your email address or username to confirm'),
});

export type DeleteFormValues = InferType<typeof deleteSchema>;
