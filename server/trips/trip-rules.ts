import { daysBetween } from '@server/domain/route/trip-dates.js';
import { MAX_TRIP_DAYS } from '@server/domain/trip-limits.js';
import type { TripPackInputDto } from './dto/trip-pack-input.dto.js';
import type { TripDayOverrideInputDto } from './dto/trip-day-override-input.dto.js';
import type { DayOverride } from './route-point.js';
import { endBeforeStart, halfAPosition, tripTooLong } from './trips.errors.js';
import { invalidField } from '@server/common/errors.js';

/**
 * The dates' rules: the end not before the start, at most MAX_TRIP_DAYS days. `sent` names the
 * date the request changed, to blame the right field when only the start moved.
 */
export function checkDates(
  startDate: string,
  endDate: string,
  sent: { startDate: boolean; endDate: boolean } = { startDate: true, endDate: true },
): void {
  const blamed = sent.endDate || !sent.startDate ? 'endDate' : 'startDate';
  if (endDate < startDate) {
    throw blamed === 'endDate'
      ? endBeforeStart()
      : invalidField('startDate', 'startDate must not be after endDate');
  }
  if (daysBetween(startDate, endDate) > MAX_TRIP_DAYS) {
    throw blamed === 'endDate'
      ? tripTooLong(MAX_TRIP_DAYS)
      : invalidField('startDate', `A trip lasts at most ${MAX_TRIP_DAYS} days`);
  }
}

/**
 * A position is both coordinates or neither: one without the other is refused; on an update,
 * both null clears it.
 */
export function positionOf(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): { latitude: number | null; longitude: number | null } | undefined {
  if (latitude === undefined && longitude === undefined) return undefined;
  if (latitude === undefined || (latitude === null && longitude !== null)) {
    throw halfAPosition('latitude');
  }
  if (longitude === undefined || (longitude === null && latitude !== null)) {
    throw halfAPosition('longitude');
  }
  return { latitude, longitude };
}

/** Pack ids in lower case (the database's form), in the order sent. */
export const normalizedPacks = (packs: readonly TripPackInputDto[]) =>
  packs.map((pack) => ({ packId: pack.packId.toLowerCase(), isMain: pack.isMain }));

/** Overrides as stored: by day, a day with neither figure set dropped (it overrides nothing). */
export const normalizedOverrides = (overrides: readonly TripDayOverrideInputDto[]): DayOverride[] =>
  overrides
    .map((override) => ({
      day: override.day,
      foodGrams: override.foodGrams ?? null,
      waterLitres: override.waterLitres ?? null,
    }))
    .filter((override) => override.foodGrams !== null || override.waterLitres !== null)
    .sort((a, b) => a.day - b.day);
