/**
 * Local times for the bench's activities: a zone's offset at an instant, and the instant
 * written with it, as the app's form sends a start ('2026-05-01T08:30:00+02:00').
 */

/** Where the bench's activities take place. */
export const BENCH_TIME_ZONE = 'Europe/Ljubljana';

/**
 * Minutes east of UTC that `timeZone` is at `ms` (Intl's own zone data).
 *
 * @param {number} ms
 * @param {string} timeZone
 */
export function zoneOffsetMinutes(ms, timeZone) {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(ms)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * `ms` as local time with its offset, to the second: '2026-05-01T08:30:00+02:00'.
 *
 * @param {number} ms
 * @param {number} offsetMinutes
 */
export function instantWithOffset(ms, offsetMinutes) {
  const local = new Date(Math.floor(ms / 1000) * 1000 + offsetMinutes * 60_000)
    .toISOString()
    .slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}
