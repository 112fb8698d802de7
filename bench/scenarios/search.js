import { seedSearchers } from '../lib/seed-searcher.js';

/**
 * What people type into search, in turn: whole words, typos, words without their accents, a
 * brand without its hyphen, the start of a word still being typed, several words.
 */
export const SEARCH_QUERIES = [
  'tent', // a whole word
  'tnet', // a typo: one edit away from "tent"
  'hulle', // "Hülle" without its accent
  'zpacks', // "Z-Packs"
  'cairng', // "Cairngorms" while still typing
  'skocjan', // "Škocjan"
  'titanium pot', // two words
  'fjallraven kaitum', // a brand and a model, accents off
  'sleping bag', // a typo in the first of two words
  'headlmap', // two letters swapped in a long word
  'triglav', // trips, activities, packs and notes
  'down jacket rab', // three words
];

/** What /search asks: ten of each kind (client/features/search/components/search-page.tsx). */
const PER_KIND = 10;

/** @param {string} query */
export const searchPath = (query) => `/api/search?q=${encodeURIComponent(query)}&limit=${PER_KIND}`;

/** @type {import('./types.js').Scenario} */
export default {
  name: 'search',
  description:
    'GET /api/search with a rotating set of queries, for a user with 5,000 items, 200 packs, ' +
    '100 trips and 1,000 activities among 50 others of that size',
  method: 'GET',
  path: '/api/search',
  async setup(context) {
    const { large } = await seedSearchers(context);
    const paths = SEARCH_QUERIES.map(searchPath);
    return {
      path: `/api/search?q=…&limit=${PER_KIND}`, // a label: `paths` are sent
      paths,
      headers: { cookie: large.cookie, accept: 'application/json' },
    };
  },
};
