import { useFormik, type FormikHelpers } from 'formik';
import { toast } from '@client/lib/toast';
import { removeAvatar, uploadAvatar } from '@client/features/account/api/avatar';
import { errorMessage, fieldErrors } from '@client/lib/api-errors';
import { photoProblem } from '@client/lib/photo-problem';
import type { ProfileFormValues } from '@client/features/account/api/profile-schema';
import { lazySchema } from '@client/lib/lazy-schema';
import type { Account, AccountChanges } from '@client/features/account/api/types';
import { updateAccount } from '@client/lib/api/account';
import { useApplyAccount } from '@client/hooks/use-apply-account';

// Yup comes with the first validation: the form is the account page's first view.
const profileRules = lazySchema<ProfileFormValues>(() =>
  import('@client/features/account/api/profile-schema').then((module) => module.profileSchema),
);

/** Starts loading the form's rules (on focus), so a first keystroke's check does not wait. */
export const preloadProfileRules = profileRules.preload;

const valuesOf = (account: Account): ProfileFormValues => ({
  firstName: account.firstName,
  lastName: account.lastName,
  avatar: null,
});

/** The names that differ from the account's, trimmed as the server stores them. */
function nameChanges(values: ProfileFormValues, account: Account): AccountChanges {
  const changes: AccountChanges = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  if (firstName !== account.firstName) changes.firstName = firstName;
  if (lastName !== account.lastName) changes.lastName = lastName;
  return changes;
}

/**
 * The profile form (spec section 3: firstName, lastName, avatar). Saving sends the names, then
 * the avatar chosen or removed; each answer is applied everywhere at once. A server error shows
 * by its field, and what was already saved stays saved.
 */
export function useProfileForm(account: Account) {
  const apply = useApplyAccount();

  const submit = async (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => {
    helpers.setStatus(undefined);
    let latest = account;
    const changes = nameChanges(values, account);
    if (Object.keys(changes).length > 0) {
      try {
        latest = await updateAccount(changes);
      } catch (error) {
        const byField = fieldErrors(error);
        helpers.setErrors({ firstName: byField.firstName, lastName: byField.lastName });
        if (!byField.firstName && !byField.lastName) helpers.setStatus(errorMessage(error));
        return;
      }
      apply(latest);
    }
    if (values.avatar !== null) {
      try {
        latest =
          values.avatar === 'remove' ? await removeAvatar() : await uploadAvatar(values.avatar);
      } catch (error) {
        // The old picture stays; the chosen file stays in the field to try another.
        helpers.resetForm({ values: { ...valuesOf(latest), avatar: values.avatar } });
        helpers.setFieldError('avatar', photoProblem(error, 'image', 'Could not save the picture'));
        return;
      }
      apply(latest);
    }
    helpers.resetForm({ values: valuesOf(latest) });
    toast.success('Profile saved', { id: 'profile-saved' });
  };

  return useFormik<ProfileFormValues>({
    initialValues: valuesOf(account),
    validate: profileRules.validate,
    onSubmit: submit,
  });
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
