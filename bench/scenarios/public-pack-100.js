import { seedPublicPack } from '../lib/seed-public-pack.js';

export const PUBLIC_PACK_LINES = 100;

/** @type {import('./types.js').Scenario} */
export default {
  name: 'public-pack-100',
  description:
    'GET /u/{username}/pack/{slug} signed out: the server-rendered public page of a 100-line pack',
  method: 'GET',
  path: '/u/:username/pack/:slug',
  async setup(context) {
    const { path } = await seedPublicPack(context, PUBLIC_PACK_LINES);
    return { path, headers: { accept: 'text/html', 'accept-encoding': 'gzip' } };
  },
};
