/** Figures of activities as the tracking screens show them. */

/** 3725 s → '1:02:05'; under an hour '42:05'. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const mm = String(m).padStart(h > 0 ? 2 : 1, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** For totals: 13,500 s → '3 h 45 min'; 0 → '0 min'. */
export function formatHoursMinutes(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

const kmFormat = new Intl.NumberFormat('en', {
  maximumFractionDigits: 1,
  minimumFractionDigits: 1,
});
const wholeFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

/** 12,345 m → '12.3 km'; null → '—'. */
export const formatKm = (metres: number | null): string =>
  metres === null ? '—' : `${kmFormat.format(metres / 1000)} km`;

/** 1234.4 → '1,234 m'; null → '—'. */
export const formatClimb = (metres: number | null): string =>
  metres === null ? '—' : `${wholeFormat.format(metres)} m`;

/** Pace per kilometre from m/s: 2.78 → '6:00 /km'; none for no speed. */
export function formatPace(metresPerSecond: number | null): string {
  if (!metresPerSecond || metresPerSecond <= 0) return '—';
  const secondsPerKm = Math.round(1000 / metresPerSecond);
  if (secondsPerKm >= 100 * 60) return '—';
  return `${Math.floor(secondsPerKm / 60)}:${String(secondsPerKm % 60).padStart(2, '0')} /km`;
}

export const formatSpeed = (metresPerSecond: number | null): string =>
  metresPerSecond === null ? '—' : `${kmFormat.format(metresPerSecond * 3.6)} km/h`;

/** 'Sat 2 May 2026, 18:30' in the place's own time (its zone, else its offset, else ours). */
export function formatStart(
  startTime: string,
  timeZone: string | null,
  utcOffsetMinutes: number | null,
): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  const instant = new Date(startTime);
  if (timeZone) {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(instant);
  }
  if (utcOffsetMinutes !== null) {
    const shifted = new Date(instant.getTime() + utcOffsetMinutes * 60_000);
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(shifted);
  }
  return new Intl.DateTimeFormat('en-GB', options).format(instant);
}
