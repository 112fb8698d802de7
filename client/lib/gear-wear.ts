import type { RetirementHint } from '@domain/gear-retirement';

/** How worn an item is: its distance over every category against its retirement distance. */
export interface GearWear {
  distanceM: number;
  /** The distance to retire it after (its own, else 600 km for shoes); null for no limit. */
  limitM: number | null;
  hint: RetirementHint | null;
}

const wholeKm = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

/**
 * Whole kilometres, rounded down: 599.6 km done of 600 shows as 599, never as the limit
 * itself while the limit is not reached.
 */
export const formatWholeKm = (metres: number): string =>
  `${wholeKm.format(Math.floor(metres / 1000))} km`;

/** Its distance of its limit, and the hint: "Retire soon: 553 of 600 km". */
export function retirementText({ distanceM, limitM, hint }: GearWear): string {
  if (limitM === null) return formatWholeKm(distanceM);
  const figures = `${wholeKm.format(Math.floor(distanceM / 1000))} of ${formatWholeKm(limitM)}`;
  switch (hint) {
    case 'soon':
      return `Retire soon: ${figures}`;
    case 'due':
      return `Time to retire: ${figures}`;
    case null:
      return figures;
  }
}

/**
 * A list's short form: "553 km", "553 km · retire soon", "640 km · retire now"; `short` (a
 * phone's card) leaves the distance out of a hint: "Retire soon".
 */
export function wearBadgeText({ distanceM, hint }: GearWear, { short = false } = {}): string {
  const distance = formatWholeKm(distanceM);
  switch (hint) {
    case 'soon':
      return short ? 'Retire soon' : `${distance} · retire soon`;
    case 'due':
      return short ? 'Retire now' : `${distance} · retire now`;
    case null:
      return distance;
  }
}
