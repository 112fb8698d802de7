/** Every link in the app is built here, so a route is renamed in one place. */
export const paths = {
  landing: () => '/',
  login: (redirectTo?: string) =>
    redirectTo ? `/login?${new URLSearchParams({ redirectTo }).toString()}` : '/login',
  logout: () => '/logout',
  marketing: () => '/marketing',
  empty: () => '/empty',
  authCallback: () => '/auth/callback',
  publicProfile: (username: string) => `/u/${encodeURIComponent(username)}`,
  publicPack: (username: string, slug: string) =>
    `/u/${encodeURIComponent(username)}/pack/${encodeURIComponent(slug)}`,
  publicPackEmbed: (username: string, slug: string) =>
    `/u/${encodeURIComponent(username)}/pack/${encodeURIComponent(slug)}/embed`,
  publicTrip: (username: string, tripId: string) =>
    `/u/${encodeURIComponent(username)}/trip/${encodeURIComponent(tripId)}`,
  account: () => '/account',
  stravaCallback: () => '/strava/callback',
  garminCallback: () => '/garmin/callback',
  home: () => '/home',
  gear: () => '/gear',
  /** The library with one item's details open. */
  gearItem: (itemId: string) => `/gear?item=${encodeURIComponent(itemId)}`,
  bundles: () => '/bundles',
  bundle: (bundleId: string) => `/bundles/${encodeURIComponent(bundleId)}`,
  packs: () => '/packs',
  pack: (packId: string) => `/packs/${encodeURIComponent(packId)}`,
  packChecklist: (packId: string) => `/packs/${encodeURIComponent(packId)}/checklist`,
  trips: () => '/trips',
  trip: (tripId: string) => `/trips/${encodeURIComponent(tripId)}`,
  track: () => '/track',
  /** An activity's page: /track naming it in the query (the spec's /track/{x} is a category). */
  activity: (activityId: string) => `/track?activity=${encodeURIComponent(activityId)}`,
  trackCategory: (category: string) => `/track/${encodeURIComponent(category)}`,
  search: () => '/search',
  map: () => '/map',
  /** The map with one saved place chosen. */
  place: (placeId: string) => `/map?place=${encodeURIComponent(placeId)}`,
} as const;
