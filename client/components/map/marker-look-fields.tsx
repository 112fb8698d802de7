import { useId, type CSSProperties } from 'react';
import type { MarkerIcon } from '@domain/map-markers';
import { isMarkerSwatch, MARKER_ICON_CHOICES, MARKER_SWATCHES } from './marker-choices';
import { MarkerGlyph } from './marker-glyph';

interface MarkerColourFieldProps {
  value: string;
  error: string | false | undefined;
  onChange: (color: string) => void;
}

/** A marker's colour: a few swatches, and any colour from the browser's picker. */
export function MarkerColourField({ value, error, onChange }: MarkerColourFieldProps) {
  const customId = useId();
  const errorId = useId();
  const color = value.toLowerCase();
  return (
    <fieldset className="marker-swatches" aria-describedby={error ? errorId : undefined}>
      <legend>Colour</legend>
      <div className="marker-swatch-row">
        {MARKER_SWATCHES.map((swatch) => (
          <label key={swatch.color} className="marker-swatch" title={swatch.name}>
            <input
              type="radio"
              name="color"
              value={swatch.color}
              aria-label={swatch.name}
              checked={color === swatch.color}
              onChange={() => onChange(swatch.color)}
            />
            <span
              className="marker-swatch-chip"
              style={{ background: swatch.color }}
              aria-hidden="true"
            />
          </label>
        ))}
        <label
          htmlFor={customId}
          className={
            isMarkerSwatch(color) ? 'marker-swatch-custom' : 'marker-swatch-custom is-checked'
          }
        >
          <input
            id={customId}
            type="color"
            className="marker-color-input"
            value={color}
            onChange={(event) => onChange(event.target.value)}
          />
          <span>Other colour</span>
        </label>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface MarkerIconFieldProps {
  value: MarkerIcon;
  /** The marker's colour, which marks the chosen icon. */
  color: string;
  error: string | false | undefined;
  onChange: (icon: MarkerIcon) => void;
}

/** A marker's icon: the 12 icons, each with its name. */
export function MarkerIconField({ value, color, error, onChange }: MarkerIconFieldProps) {
  const errorId = useId();
  return (
    <fieldset
      className="marker-icons"
      aria-describedby={error ? errorId : undefined}
      style={{ '--marker-color': color } as CSSProperties}
    >
      <legend>Icon</legend>
      <div className="marker-icon-grid">
        {MARKER_ICON_CHOICES.map(({ icon, name }) => (
          <label key={icon} className="marker-icon-choice">
            <input
              type="radio"
              name="icon"
              value={icon}
              checked={value === icon}
              onChange={() => onChange(icon)}
            />
            <span className="marker-icon-choice-body">
              <MarkerGlyph icon={icon} size={20} />
              <span>{name}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
