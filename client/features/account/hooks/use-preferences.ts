import { useState } from 'react';
import { toast } from '@client/lib/toast';
import type { WeightScale, WeightUnit } from '@domain/weight-units';
import { useSaveWeightPreference, useWeightPreference } from '@client/hooks/use-weight-unit';
import { errorMessage } from '@client/lib/api-errors';
import type { Account } from '@client/features/account/api/types';
import { updateAccount } from '@client/lib/api/account';
import { useApplyAccount } from '@client/hooks/use-apply-account';

type Preferences = Pick<Account, 'currency' | 'foodPerDayGrams'>;

/**
 * The weight preference (the one every screen uses), the currency and the food a day trips plan
 * for, saved as soon as they
 * change. The choice shows at once; a failed save puts the old one back and says why.
 */
export function usePreferences(account: Account) {
  const apply = useApplyAccount();
  const weight = useWeightPreference();
  const saveWeight = useSaveWeightPreference();
  const savedToast = (message: string) => (saved: boolean) => {
    if (saved) toast.success(message, { id: 'preferences' });
  };
  const [shown, setShown] = useState<Partial<Preferences>>({});
  const [saving, setSaving] = useState(false);

  const save = async (changes: Partial<Preferences>, saved: string) => {
    setShown(changes);
    setSaving(true);
    try {
      apply(await updateAccount(changes));
      toast.success(saved, { id: 'preferences' });
    } catch (error) {
      toast.error(`Could not save the preference: ${errorMessage(error)}`, { id: 'preferences' });
    } finally {
      setShown({});
      setSaving(false);
    }
  };

  return {
    weightUnit: weight.unit,
    weightScale: weight.scale,
    currency: shown.currency !== undefined ? shown.currency : account.currency,
    foodPerDayGrams: shown.foodPerDayGrams ?? account.foodPerDayGrams,
    saving,
    setWeightUnit: (unit: WeightUnit) =>
      void saveWeight({ unit }).then(savedToast(`Weights now show in ${unit}`)),
    setWeightScale: (scale: WeightScale) =>
      void saveWeight({ scale }).then(
        savedToast(
          scale === 'auto' ? 'Long weights now show in kg or lb' : 'Weights keep their unit',
        ),
      ),
    setCurrency: (currency: string | null) =>
      void save(
        { currency },
        currency ? `New prices now in ${currency}` : 'Currency set to automatic',
      ),
    setFoodPerDayGrams: (foodPerDayGrams: number) =>
      void save({ foodPerDayGrams }, `Trips now plan ${foodPerDayGrams} g of food a day`),
  };
}
