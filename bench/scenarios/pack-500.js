import { seedHiker } from '../lib/seed-hiker.js';

/** @type {import('./types.js').Scenario} */
export default {
  name: 'pack-500',
  description:
    'GET /api/packs/:id: a 500-line pack with its totals, for a user owning 5,000 gear items',
  method: 'GET',
  path: '/api/packs/:id',
  async setup(context) {
    const { cookie, packId } = await seedHiker(context);
    return { path: `/api/packs/${packId}`, headers: { cookie, accept: 'application/json' } };
  },
};
