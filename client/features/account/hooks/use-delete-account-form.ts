import { useFormik } from 'formik';
import { useNavigate } from 'react-router';
import { toast } from '@client/lib/toast';
import { useSWRConfig } from 'swr';
import { analytics } from '@client/lib/analytics';
import { clearCurrentUser } from '@client/lib/current-user';
import { paths } from '@client/lib/paths';
import { errorMessage, fieldErrors } from '@client/lib/api-errors';
import { deleteAccount } from '@client/features/account/api/delete-account';
import { deleteSchema, type DeleteFormValues } from '@client/features/account/api/delete-schema';

/** Nothing of the deleted account stays in this browser: storage, cache, analytics id. */
async function forgetEverything(clearCache: () => Promise<unknown>): Promise<void> {
  try {
    localStorage.clear();
  } catch {
    // Storage refused: there is nothing in it to clear.
  }
  clearCurrentUser();
  analytics.reset();
  await clearCache();
}

/**
 * The spec's second form: one confirmation string. The server checks it against the email or
 * username; a mismatch shows by the field. On success the visitor lands on the start page.
 */
export function useDeleteAccountForm() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useFormik<DeleteFormValues>({
    initialValues: { confirmation: '' },
    validationSchema: deleteSchema,
    validateOnBlur: false,
    onSubmit: async ({ confirmation }, helpers) => {
      try {
        await deleteAccount(confirmation.trim());
      } catch (error) {
        helpers.setErrors({ confirmation: fieldErrors(error).confirmation ?? errorMessage(error) });
        return;
      }
      await forgetEverything(() => mutate(() => true, undefined, { revalidate: false }));
      await navigate(paths.landing(), { replace: true });
      toast.success('Your account and everything in it has been deleted.', { id: 'deleted' });
    },
  });
}
