import { useState } from 'react';
import { toast } from '@client/lib/toast';
import type { WeightUnit } from '@domain/weight-units';
import { forgetViewUnits } from '@client/lib/use-weight-unit';
import { errorMessage } from '@client/lib/api-errors';
import type { Account } from '../api/types';
import { updateAccount } from '../api/update-account';
import { useApplyAccount } from './use-apply-account';

type Preferences = Pick<Account, 'weightUnit' | 'currency'>;

/**
 * The weight unit and currency, saved as soon as they change. The choice shows at once; a
 * failed save puts the old one back and says why.
 */
export function usePreferences(account: Account) {
  const apply = useApplyAccount();
  const [shown, setShown] = useState<Partial<Preferences>>({});
  const [saving, setSaving] = useState(false);

  const save = async (changes: Partial<Preferences>, saved: string) => {
    setShown(changes);
    setSaving(true);
    try {
      const updated = await updateAccount(changes);
      // Every screen starts from the new unit rather than one picked there earlier.
      if (changes.weightUnit !== undefined) forgetViewUnits();
      apply(updated);
      toast.success(saved, { id: 'preferences' });
    } catch (error) {
      toast.error(`Could not save the preference: ${errorMessage(error)}`, { id: 'preferences' });
    } finally {
      setShown({});
      setSaving(false);
    }
  };

  return {
    weightUnit: shown.weightUnit ?? account.weightUnit,
    currency: shown.currency !== undefined ? shown.currency : account.currency,
    saving,
    setWeightUnit: (weightUnit: WeightUnit) =>
      void save({ weightUnit }, `Weights now show in ${weightUnit}`),
    setCurrency: (currency: string | null) =>
      void save(
        { currency },
        currency ? `New prices now in ${currency}` : 'Currency set to automatic',
      ),
  };
}
