import { seedTracker } from '../lib/seed-tracker.js';

/** @type {import('./types.js').Scenario} */
export default {
  name: 'track-2000',
  description:
    'GET /api/activities: the first page (50, latest first) of a user with 2,000 activities',
  method: 'GET',
  path: '/api/activities',
  async setup(context) {
    const { cookie } = await seedTracker(context);
    return { headers: { cookie, accept: 'application/json' } };
  },
};
