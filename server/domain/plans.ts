/**
 * The subscription plans (spec section 1: basic and explorer, shown as Basic and Explorer) and
 * what each gives, as data: the marketing pages show this list, and the plan checks and the
 * account page are to read it too, rather than each keep its own idea of a plan.
 */
export const PLAN_IDS = ['basic', 'explorer'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PLAN_NAMES: Readonly<Record<PlanId, string>> = {
  basic: 'Basic',
  explorer: 'Explorer',
};

/** One line of what Packtrail does, and the plans it comes with. */
export interface PlanFeature {
  key: string;
  title: string;
  detail: string;
  plans: readonly PlanId[];
}

const EVERY_PLAN = PLAN_IDS;
const EXPLORER_ONLY = ['explorer'] as const satisfies readonly PlanId[];

export const PLAN_FEATURES: readonly PlanFeature[] = [
  {
    key: 'gear-library',
    title: 'Gear library, bundles and packs',
    detail: 'Every item once, grouped into bundles and packs, weighed in g, kg, oz or lb.',
    plans: EVERY_PLAN,
  },
  {
    key: 'checklist',
    title: 'Packing checklist',
    detail: 'Each pack as a checklist to tick off on your phone.',
    plans: EVERY_PLAN,
  },
  {
    key: 'trips-and-map',
    title: 'Trips on the map',
    detail: 'Routes from GPX and KML files or drawn by hand, days, waypoints and saved places.',
    plans: EVERY_PLAN,
  },
  {
    key: 'sharing',
    title: 'Public sharing',
    detail: 'Packs and trips on a page under your username, and an embed for your blog.',
    plans: EVERY_PLAN,
  },
  {
    key: 'search',
    title: 'Search everything',
    detail: 'One box over gear, packs, trips, places and activities, typos and all.',
    plans: EVERY_PLAN,
  },
  {
    key: 'files-and-imports',
    title: 'Files in and out',
    detail: 'LighterPack CSV both ways, activity files, and a one-off Strava or Garmin import.',
    plans: EVERY_PLAN,
  },
  {
    key: 'category-analytics',
    title: 'Tracking by activity',
    detail: 'Each kind of activity week by week and month by month, with your personal bests.',
    plans: EXPLORER_ONLY,
  },
  {
    key: 'gear-mileage',
    title: 'Gear mileage',
    detail: 'How far each pair of shoes has gone, and a hint when it is time to retire it.',
    plans: EXPLORER_ONLY,
  },
  {
    key: 'automatic-sync',
    title: 'Automatic sync',
    detail: 'New activities from Strava and Garmin arrive on their own.',
    plans: EXPLORER_ONLY,
  },
];

/** Whether `plan` gives the feature `key` (false for a key no feature has). */
export function planIncludes(plan: PlanId, key: string): boolean {
  return PLAN_FEATURES.some((feature) => feature.key === key && feature.plans.includes(plan));
}
