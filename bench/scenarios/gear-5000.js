import { seedHiker } from '../lib/seed-hiker.js';

/** @type {import('./types.js').Scenario} */
export default {
  name: 'gear-5000',
  description: 'GET /api/gear/items?limit=100: the first 100 of 5,000 items, sorted by name',
  method: 'GET',
  path: '/api/gear/items?limit=100',
  async setup(context) {
    const { cookie } = await seedHiker(context);
    return { headers: { cookie, accept: 'application/json' } };
  },
};
