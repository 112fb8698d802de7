import { zoneOffsetMinutes } from '@domain/time-zones';

/*
 * A local date and time in a time zone as an instant with its offset, as the API takes a start:
 * ('2026-05-02', '18:30', 'Europe/Ljubljana') → '2026-05-02T18:30:00+02:00'.
 */

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/**
 * The instant, written with the zone's offset then. A time that happens twice (the hour the
 * clocks go back) is the first of the two; a time the clocks skip (the spring-forward hour)
 * takes the offset from before the change, as a watch still showing it would have had.
 */
export function localToInstant(date: string, time: string, timeZone: string): string {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const halfDay = 12 * 3600_000;
  const before = zoneOffsetMinutes(asUtc - halfDay, timeZone);
  const after = zoneOffsetMinutes(asUtc + halfDay, timeZone);
  // An offset fits when the zone really has it at the instant it gives.
  const fits = (offset: number) => zoneOffsetMinutes(asUtc - offset * 60_000, timeZone) === offset;
  const fitting = [before, after].filter(fits);
  const offset = fitting.length > 0 ? Math.max(...fitting) : before;
  const sign = offset < 0 ? '-' : '+';
  return `${date}T${time}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}
