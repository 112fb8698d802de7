import { OVERVIEW_PATH, seedTracker } from '../lib/seed-tracker.js';

/** @type {import('./types.js').Scenario} */
export default {
  name: 'track-overview-2000',
  description:
    "GET /api/activities/overview: this week's, month's and year's totals and 12 months of days, 2,000 activities",
  method: 'GET',
  path: OVERVIEW_PATH,
  async setup(context) {
    const { cookie } = await seedTracker(context);
    return { headers: { cookie, accept: 'application/json' } };
  },
};
