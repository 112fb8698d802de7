/** A trip's link to one of its packs, as far as choosing the main one goes. */
export interface TripPackLink {
  isMain: boolean;
  /** The pack's place in the trip's list, the user's order. */
  position: number;
}

/**
 * A trip's packs in the order it reads them: the main one first, then the rest in the user's
 * order. The main pack is the one marked main or, when that pack was deleted (its link went
 * with it), the first that is left: a trip with packs always has a main one. The trip's page
 * and the account export read a trip's packs this way.
 */
export function orderTripPacks<Link extends TripPackLink>(links: readonly Link[]): Link[] {
  const inOrder = [...links].sort((a, b) => a.position - b.position);
  const main = inOrder.find((link) => link.isMain) ?? inOrder[0];
  if (!main) return [];
  return [
    { ...main, isMain: true },
    ...inOrder.filter((link) => link !== main).map((link) => ({ ...link, isMain: false })),
  ];
}
