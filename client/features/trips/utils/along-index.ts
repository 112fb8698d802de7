/**
 * The index of the sample nearest `alongM` in an ascending list of distances (a route's
 * cumulativeM, or the budget's samples): how one chart's hover becomes another's.
 */
export function indexNearestAlong(alongs: readonly number[], alongM: number): number | null {
  if (alongs.length === 0) return null;
  let lo = 0;
  let hi = alongs.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((alongs[mid] ?? 0) <= alongM) lo = mid;
    else hi = mid;
  }
  const below = Math.abs(alongM - (alongs[lo] ?? 0));
  const above = Math.abs((alongs[hi] ?? 0) - alongM);
  return above < below ? hi : lo;
}
