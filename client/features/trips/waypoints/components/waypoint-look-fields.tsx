import { useId, type CSSProperties } from 'react';
import type { MarkerIcon } from '@domain/map-markers';
import {
  WAYPOINT_ICON_CHOICES,
  WAYPOINT_SWATCHES,
} from '@client/features/trips/waypoints/utils/waypoint-looks';
import { WaypointGlyph } from './waypoint-badge';

interface ColourFieldProps {
  value: string;
  error: string | false | undefined;
  onChange: (color: string) => void;
}

/** A few swatches, and any colour from the browser's picker. */
export function ColourField({ value, error, onChange }: ColourFieldProps) {
  const customId = useId();
  const errorId = useId();
  const color = value.toLowerCase();
  const isSwatch = WAYPOINT_SWATCHES.some((swatch) => swatch.color === color);
  return (
    <fieldset className="trip-swatches" aria-describedby={error ? errorId : undefined}>
      <legend>Colour</legend>
      <div className="trip-swatch-row">
        {WAYPOINT_SWATCHES.map((swatch) => (
          <label key={swatch.color} className="trip-swatch" title={swatch.name}>
            <input
              type="radio"
              name="color"
              value={swatch.color}
              aria-label={swatch.name}
              checked={color === swatch.color}
              onChange={() => onChange(swatch.color)}
            />
            <span
              className="trip-swatch-chip"
              style={{ background: swatch.color }}
              aria-hidden="true"
            />
          </label>
        ))}
        <label
          htmlFor={customId}
          className={isSwatch ? 'trip-swatch-custom' : 'trip-swatch-custom is-checked'}
        >
          <input
            id={customId}
            type="color"
            className="trip-color-input"
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

interface IconFieldProps {
  value: MarkerIcon;
  color: string;
  error: string | false | undefined;
  onChange: (icon: MarkerIcon) => void;
}

/** The 12 marker icons, each with its name. */
export function IconField({ value, color, error, onChange }: IconFieldProps) {
  const errorId = useId();
  return (
    <fieldset
      className="trip-icons"
      aria-describedby={error ? errorId : undefined}
      style={{ '--waypoint-color': color } as CSSProperties}
    >
      <legend>Icon</legend>
      <div className="trip-icon-grid">
        {WAYPOINT_ICON_CHOICES.map(({ icon, name }) => (
          <label key={icon} className="trip-icon-choice">
            <input
              type="radio"
              name="icon"
              value={icon}
              checked={value === icon}
              onChange={() => onChange(icon)}
            />
            <span className="trip-icon-choice-body">
              <WaypointGlyph icon={icon} size={20} />
              {name}
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
