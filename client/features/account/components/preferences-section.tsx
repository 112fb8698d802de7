import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { useTheme } from '@client/components/theme-provider';
import { UnitSwitcher } from '@client/components/unit-switcher';
import { WeightScaleSwitcher } from '@client/components/weight-scale-switcher';
import { THEMES, type Theme } from '@client/lib/theme';
import type { Account } from '@client/features/account/api/types';
import { usePreferences } from '@client/features/account/hooks/use-preferences';
import { CurrencySelect } from '@client/components/currency-select';

const THEME_LABEL: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const THEME_ICON = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

/** Light, dark or the system's: kept in this browser (spec section 3), like the header's toggle. */
function ThemeChoice() {
  const { theme, setTheme } = useTheme();
  const name = useId();
  return (
    <fieldset className="segmented theme-choice">
      <legend className="visually-hidden">Theme</legend>
      {THEMES.map((option) => {
        const Icon = THEME_ICON[option];
        return (
          <label key={option} className="segmented-option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={theme === option}
              onChange={() => setTheme(option)}
            />
            <span>
              <Icon aria-hidden="true" size={16} />
              {THEME_LABEL[option]}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The preferred weight unit and currency (saved to the account) and the theme. */
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
