/** Whole days from `from` to `to` (both 'YYYY-MM-DD'), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** How far off a trip is, as the home screen says it. */
export function tripCountdown(today: string, startDate: string, endDate: string): string {
  const until = daysBetween(today, startDate);
  if (until > 1) return `in ${until} days`;
  if (until === 1) return 'tomorrow';
  if (until === 0) return 'today';
  const day = daysBetween(startDate, today) + 1;
  const days = daysBetween(startDate, endDate) + 1;
  return `under way: day ${day} of ${days}`;
}
