/** One item's use, summed over the activities it went on. */
export interface ItemMileage {
  gearItemId: string;
  count: number;
  distanceM: number;
  movingS: number;
  /** Named on an activity itself (shoes, poles), not only carried in its pack. */
  direct: boolean;
}

/**
 * Gear mileage: every item an activity used, named on it or carried in its pack (a bundle's
 * items included), counts the activity's distance and time once, however it came. No tracker
 * counts what the pack carried; here every item in it builds up kilometres.
 */
export function gearMileage(
  activities: readonly { id: string; packId: string | null; distanceM: number; seconds: number }[],
  links: readonly { activityId: string; gearItemId: string }[],
  packItems: ReadonlyMap<string, readonly string[]>,
): ItemMileage[] {
  const direct = new Map<string, Set<string>>();
  for (const { activityId, gearItemId } of links) {
    const items = direct.get(activityId) ?? new Set<string>();
    items.add(gearItemId);
    direct.set(activityId, items);
  }
  const totals = new Map<string, ItemMileage>();
  for (const activity of activities) {
    const named = direct.get(activity.id) ?? new Set<string>();
    const used = new Set([
      ...named,
      ...(activity.packId ? (packItems.get(activity.packId) ?? []) : []),
    ]);
    for (const gearItemId of used) {
      const total = totals.get(gearItemId) ?? {
        gearItemId,
        count: 0,
        distanceM: 0,
        movingS: 0,
        direct: false,
      };
      total.count += 1;
      total.distanceM += activity.distanceM;
      total.movingS += activity.seconds;
      total.direct ||= named.has(gearItemId);
      totals.set(gearItemId, total);
    }
  }
  return [...totals.values()].sort(
    (a, b) =>
      b.distanceM - a.distanceM ||
      b.count - a.count ||
      Number(b.direct) - Number(a.direct) ||
      a.gearItemId.localeCompare(b.gearItemId),
  );
}
