import type { MouseEvent } from 'react';
import { WEIGHT_UNITS, type WeightUnit } from '@domain/weight-units';
import { unitSearch } from '@client/features/public/utils/unit-address';

interface UnitLinksProps {
  unit: WeightUnit;
  /** With JavaScript, a click switches in place (the links work without it). */
  onChoose: (unit: WeightUnit) => void;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** g, kg, oz, lb as four links to `?unit=`: the page in that unit, with or without JavaScript. */
export function UnitLinks({ unit, onChoose }: UnitLinksProps) {
  return (
    <div className="public-units" role="group" aria-label="Weight unit">
      {WEIGHT_UNITS.map((choice) => (
        <a
          key={choice}
          href={unitSearch(choice)}
          aria-current={choice === unit ? 'true' : undefined}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onChoose(choice);
          }}
        >
          {choice}
        </a>
      ))}
    </div>
  );
}
