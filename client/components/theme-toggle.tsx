import { Monitor, Moon, Sun } from 'lucide-react';
import { toast } from '@client/lib/toast';
import { useTheme } from './theme-provider';
import type { Theme } from '@client/lib/theme';

const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const LABEL: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICON = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

/** Cycles light → dark → system and says which theme is now in use. */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const Icon = ICON[theme];
  const next = NEXT[theme];
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={`Theme: ${LABEL[theme]}. Switch to ${LABEL[next]}`}
      title={`Theme: ${LABEL[theme]}`}
      onClick={() => {
        setTheme(next);
        toast(`Theme set to ${LABEL[next]}`, { id: 'theme' });
      }}
    >
      <Icon aria-hidden="true" size={20} />
    </button>
  );
}
