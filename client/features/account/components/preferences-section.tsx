import { useId } from 'react';
import { ThemeChoice } from '@client/components/theme-choice';
import { UnitSwitcher } from '@client/components/unit-switcher';
import { WeightScaleSwitcher } from '@client/components/weight-scale-switcher';
import type { Account } from '@client/features/account/api/types';
import { usePreferences } from '@client/features/account/hooks/use-preferences';
import { CurrencySelect } from '@client/components/currency-select';
import { FoodPerDayField } from './food-per-day-field';

/** The preferred weight unit, currency and food per day (saved to the account) and the theme. */
export function PreferencesSection({ account }: { account: Account }) {
  const preferences = usePreferences(account);
  const currencyId = useId();
  return (
    <section className="account-card" aria-labelledby="preferences-heading">
      <header className="account-card-header">
        <h2 id="preferences-heading">Preferences</h2>
        <p className="muted">Used across Packtrail, on every device you sign in on.</p>
      </header>
      <div className="preference-rows">
        <div className="preference-row">
          <div>
            <span className="account-label" id="unit-label">
              Weight unit
            </span>
            <p className="field-hint">
              How weights are shown. Switching it on any screen changes it everywhere.
            </p>
          </div>
          <UnitSwitcher
            value={preferences.weightUnit}
            onChange={preferences.setWeightUnit}
            label="Preferred weight unit"
          />
        </div>
        <div className="preference-row">
          <div>
            <span className="account-label">Long weights</span>
            <p className="field-hint">From 1,000 g or 16 oz, show kg or lb, or keep the unit.</p>
          </div>
          <WeightScaleSwitcher
            value={preferences.weightScale}
            unit={preferences.weightUnit}
            onChange={preferences.setWeightScale}
          />
        </div>
        <div className="preference-row">
          <div>
            <label className="account-label" htmlFor={currencyId}>
              Currency
            </label>
            <p className="field-hint">For the prices of gear you add.</p>
          </div>
          <CurrencySelect
            id={currencyId}
            className="input preference-select"
            value={preferences.currency ?? ''}
            disabled={preferences.saving}
            onChange={(event) => preferences.setCurrency(event.target.value || null)}
          >
            <option value="">Automatic (from your browser)</option>
          </CurrencySelect>
        </div>
        <FoodPerDayField
          value={preferences.foodPerDayGrams}
          saving={preferences.saving}
          onSave={preferences.setFoodPerDayGrams}
        />
        <div className="preference-row">
          <div>
            <span className="account-label">Theme</span>
            <p className="field-hint">Kept in this browser.</p>
          </div>
          <ThemeChoice />
        </div>
      </div>
    </section>
  );
}
