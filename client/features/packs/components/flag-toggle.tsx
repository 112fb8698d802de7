import { Glyph, type GlyphName } from '@client/components/glyph';

interface FlagToggleProps {
  /** "Worn" or "Consumable": shown as the tooltip and first in the accessible name. */
  label: string;
  /** The line's name, so each of many toggles has a name of its own. */
  lineName: string;
  pressed: boolean;
  icon: GlyphName;
  className: string;
  onToggle: () => void;
}

/** A line's worn or consumable flag: a toggle button (aria-pressed), saved at once. */
export function FlagToggle({
  label,
  lineName,
  pressed,
  icon,
  className,
  onToggle,
}: FlagToggleProps) {
  return (
    <button
      type="button"
      className={`flag-toggle ${className}`}
      aria-pressed={pressed}
      aria-label={`${label}: ${lineName}`}
      title={pressed ? `${label} (click to unset)` : label}
      onClick={onToggle}
    >
      <Glyph name={icon} />
    </button>
  );
}
