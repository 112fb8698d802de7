import { signUp } from './http-client.js';

/**
 * The data of the big-library scenarios: one user owning 5,000 gear items (in 24 categories, in
 * every unit, with prices, notes and links) and one pack of 500 lines (worn, consumable and
 * fractional quantities among them). Seeded in bulk through the app's own LighterPack import:
 * 4,500 items in a throw-away pack (deleted again; its items stay in the library), then the
 * 500-line pack with 500 more. Made once per server, however many scenarios use it.
 *
 * @typedef {{ cookie: string, packId: string, user: unknown }} Hiker `user`: GET /api/auth/me,
 *   what the app keeps in local storage once signed in (for the browser figures).
 */

const LIBRARY_ITEMS = 4_500;
const PACK_LINES = 500;
const HEADER = 'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable';
const UNITS = ['gram', 'ounce', 'gram', 'kilogram', 'gram', 'pound'];

/**
 * @param {string} name
 * @param {number} n
 * @param {{ qty?: string, worn?: boolean, consumable?: boolean }} [line]
 */
export function row(name, n, line = {}) {
  const unit = UNITS[n % UNITS.length] ?? 'gram';
  const grams = 5 + ((n * 37) % 1200);
  const weight =
    unit === 'gram'
      ? grams
      : unit === 'kilogram'
        ? grams / 1000
        : unit === 'ounce'
          ? grams / 28
          : grams / 454;
  return [
    `${name} ${String(n).padStart(4, '0')}`,
    `Category ${(n % 24) + 1}`,
    n % 3 === 0 ? `"Notes for item ${n}, with a comma"` : '',
    line.qty ?? '1',
    weight.toFixed(2),
    unit,
    n % 5 === 0 ? `https://example.com/gear/${n}` : '',
    n % 2 === 0 ? ((n % 300) + 0.99).toFixed(2) : '0',
    line.worn ? 'Worn' : '',
    line.consumable ? 'Consumable' : '',
  ].join(',');
}

/** @param {string[]} rows */
export const csv = (rows) => `${[HEADER, ...rows].join('\n')}\n`;

/**
 * @param {import('./http-client.js').HttpClient} client
 * @param {string} text
 * @param {string} fileName
 * @returns {Promise<{ pack: { id: string }, createdItems: number }>}
 */
export async function importCsv(client, text, fileName) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), fileName);
  form.append('currency', 'USD');
  const response = await client.fetch('/api/packs/import', { method: 'POST', body: form });
  const body = await response.text();
  if (response.status !== 201) {
    throw new Error(`Importing ${fileName} answered ${response.status}: ${body.slice(0, 300)}`);
  }
  return JSON.parse(body);
}

/**
 * How many lines the pack holds (each category of GET /api/packs/:id holds its lines).
 *
 * @param {import('./http-client.js').HttpClient} client
 * @param {string} packId
 */
async function lineCount(client, packId) {
  /** @type {{ categories: { lines: unknown[] }[] }} */
  const detail = await client.json('GET', `/api/packs/${packId}`);
  return detail.categories.reduce((sum, category) => sum + category.lines.length, 0);
}

/**
 * A user of their own with one pack of `lines` lines (new items, imported in one LighterPack
 * file), for the large-pack browser figures. Not shared with the other scenarios: their
 * library stays at 5,000 items.
 *
 * @param {string} baseUrl
 * @param {number} lines
 * @returns {Promise<Hiker>}
 */
export async function seedLargePack(baseUrl, lines) {
  const client = await signUp(baseUrl);
  const rows = Array.from({ length: lines }, (_, n) =>
    row('Big pack item', n, { worn: n % 25 === 0, consumable: n % 10 === 0 }),
  );
  const { pack } = await importCsv(client, csv(rows), 'large-pack.csv');
  const count = await lineCount(client, pack.id);
  if (count !== lines) throw new Error(`Seeded a pack of ${count} lines, not ${lines}`);
  const user = await client.json('GET', '/api/auth/me');
  return { cookie: client.cookieHeader(), packId: pack.id, user };
}

/** @param {string} baseUrl @returns {Promise<Hiker>} */
async function seed(baseUrl) {
  const client = await signUp(baseUrl);
  const library = await importCsv(
    client,
    csv(Array.from({ length: LIBRARY_ITEMS }, (_, n) => row('Library item', n))),
    'library.csv',
  );
  await client.json('DELETE', `/api/packs/${library.pack.id}`, undefined, 204);
  const packRows = Array.from({ length: PACK_LINES }, (_, n) =>
    row('Pack item', n, {
      qty: n % 17 === 0 ? '0.5' : String(1 + (n % 3)),
      worn: n % 25 === 0,
      consumable: n % 10 === 0,
    }),
  );
  const { pack } = await importCsv(client, csv(packRows), 'thru-hike.csv');

  const items = await client.json('GET', '/api/gear/items?limit=1');
  const lines = await lineCount(client, pack.id);
  if (items.total !== LIBRARY_ITEMS + PACK_LINES || lines !== PACK_LINES) {
    throw new Error(`Seeded ${items.total} items and ${lines} lines`);
  }
  const user = await client.json('GET', '/api/auth/me');
  return { cookie: client.cookieHeader(), packId: pack.id, user };
}

/** @type {WeakMap<object, Promise<Hiker>>} */
const seeded = new WeakMap();

/** @param {import('../scenarios/types.js').ScenarioContext} context */
export function seedHiker(context) {
  let hiker = seeded.get(context.server);
  if (!hiker) {
    hiker = seed(context.baseUrl);
    seeded.set(context.server, hiker);
  }
  return hiker;
}
