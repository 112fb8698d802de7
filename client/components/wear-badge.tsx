import { retirementText, wearBadgeText, type GearWear } from '@client/lib/gear-wear';

/**
 * An item's gear mileage in a list (the library's rows and cards): its kilometres, and from
 * 90 % of its retirement distance a hint in the caution colour, from 100 % in the danger one.
 * The full figures ("Retire soon: 553 of 600 km") are its title and what a screen reader hears;
 * `short` (a phone's card, one line) shows a hint without the kilometres.
 */
export function WearBadge({ wear, short = false }: { wear: GearWear; short?: boolean }) {
  const full = retirementText(wear);
  return (
    <span
      className={['badge', 'wear-badge', wear.hint ? `is-${wear.hint}` : ''].join(' ')}
      title={full}
    >
      <span aria-hidden="true">{wearBadgeText(wear, { short })}</span>
      <span className="visually-hidden">Gear mileage: {full}</span>
    </span>
  );
}
