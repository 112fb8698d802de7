import { useFormik } from 'formik';
import { errorCode } from '@client/lib/api-error-code';
import { errorMessage, fieldErrors } from '@client/features/packs/api/pack-errors';
import { packDetailsSchema, type PackDetailsValues } from '@client/features/packs/api/pack-schema';
import type { PackChanges, PackDetail } from '@client/features/packs/api/types';

/** What the form changes: only the fields that differ from the pack are sent. */
export function detailsChanges(pack: PackDetail, values: PackDetailsValues): PackChanges {
  const next = {
    name: values.name.trim(),
    description: (values.description ?? '').trim(),
    slug: values.slug.trim().toLowerCase(),
  };
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => pack[key as keyof PackChanges] !== value),
  );
}

/**
 * The pack's name, description and slug. A slug another of the user's packs has (409
 * SLUG_TAKEN) or any field the server refuses (400) is shown by that field.
 */
export function usePackDetailsForm(
  pack: PackDetail,
  save: (changes: PackChanges) => Promise<unknown>,
  onSaved: () => void,
) {
  return useFormik<PackDetailsValues>({
    initialValues: { name: pack.name, description: pack.description, slug: pack.slug },
    validationSchema: packDetailsSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const changes = detailsChanges(pack, values);
      if (Object.keys(changes).length === 0) {
        onSaved();
        return;
      }
      try {
        await save(changes);
        onSaved();
      } catch (error) {
        const byField = fieldErrors(error);
        const slugTaken = errorCode(error) === 'SLUG_TAKEN';
        const named = slugTaken || Object.keys(byField).length > 0;
        helpers.setErrors({
          name: byField.name ?? (named ? undefined : errorMessage(error)),
          description: byField.description,
          slug: slugTaken
            ? `Another of your packs already uses “${changes.slug ?? values.slug}”`
            : byField.slug,
        });
      }
    },
  });
}
