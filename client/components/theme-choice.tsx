import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { useTheme } from './theme-provider';
import { THEMES, type Theme } from '@client/lib/theme';

const THEME_LABEL: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const THEME_ICON = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

/**
 * Light, dark or the system's, as radio buttons (all three in sight, arrow keys move between
 * them), applied at once and kept in this browser (spec section 3).
 */
export function ThemeChoice() {
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
