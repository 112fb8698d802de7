/** How far back a new link asks Garmin for activities. */
export const GARMIN_BACKFILL_DAYS = 2 * 365;

/** The longest window Garmin's backfill takes in one request. */
export const GARMIN_BACKFILL_WINDOW_DAYS = 90;

const DAY_S = 24 * 3600;

/** The windows (epoch seconds) covering the history before `untilS`, oldest first. */
export function backfillWindows(untilS: number): { startS: number; endS: number }[] {
  const windows: { startS: number; endS: number }[] = [];
  const fromS = untilS - GARMIN_BACKFILL_DAYS * DAY_S;
  for (let startS = fromS; startS < untilS; startS += GARMIN_BACKFILL_WINDOW_DAYS * DAY_S) {
    windows.push({ startS, endS: Math.min(startS + GARMIN_BACKFILL_WINDOW_DAYS * DAY_S, untilS) });
  }
  return windows;
}
