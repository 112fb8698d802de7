import { gzipSync } from 'node:zlib';
import { signUp } from './http-client.js';
import { csv, importCsv, row } from './seed-hiker.js';

/**
 * A user with a username and one public pack of `lines` lines (one LighterPack file), for the
 * public page figures: its address, read by anyone without a session.
 *
 * @typedef {{ path: string, username: string, slug: string }} PublicPack
 */

/** @type {WeakMap<object, Promise<PublicPack>>} */
const seeded = new WeakMap();

/**
 * @param {string} baseUrl
 * @param {number} lines
 * @returns {Promise<PublicPack>}
 */
async function seed(baseUrl, lines) {
  const client = await signUp(baseUrl);
  const rows = Array.from({ length: lines }, (_, n) =>
    row('Shared item', n, { worn: n % 25 === 0, consumable: n % 10 === 0 }),
  );
  const { pack } = await importCsv(client, csv(rows), 'shared-pack.csv');
  const username = `bench${Date.now().toString(36)}`;
  await client.json('PATCH', '/api/account', { username });
  /** @type {{ slug: string }} */
  const detail = await client.json('PATCH', `/api/packs/${pack.id}`, { isPublic: true });
  return { path: `/u/${username}/pack/${detail.slug}`, username, slug: detail.slug };
}

/**
 * One public pack per server, however many scenarios read it.
 *
 * @param {import('../scenarios/types.js').ScenarioContext} context
 * @param {number} lines
 */
export function seedPublicPack(context, lines) {
  let pack = seeded.get(context.server);
  if (!pack) {
    pack = seed(context.baseUrl, lines);
    seeded.set(context.server, pack);
  }
  return pack;
}

/**
 * @typedef {{ htmlBytes: number, htmlGzipBytes: number, css: { href: string, bytes: number,
 *   gzipBytes: number }[], totalGzipBytes: number, readableWithoutJs: boolean }} PageWeight
 */

/**
 * What a visitor without JavaScript downloads to read the page: the document and its
 * stylesheets, each gzipped (zlib's default level, as the server's compression sends them).
 *
 * @param {string} baseUrl
 * @param {string} path
 * @param {string} expectedText A text the page must hold in its HTML (read without scripts).
 * @returns {Promise<PageWeight>}
 */
export async function measurePageWeight(baseUrl, path, expectedText) {
  const response = await fetch(new URL(path, baseUrl), { headers: { accept: 'text/html' } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  const text = html.toString('utf8');
  const hrefs = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const css = [];
  for (const href of hrefs) {
    const file = await fetch(new URL(href, baseUrl));
    const bytes = Buffer.from(await file.arrayBuffer());
    css.push({ href, bytes: bytes.length, gzipBytes: gzipSync(bytes).length });
  }
  const htmlGzipBytes = gzipSync(html).length;
  return {
    htmlBytes: html.length,
    htmlGzipBytes,
    css,
    totalGzipBytes: htmlGzipBytes + css.reduce((sum, file) => sum + file.gzipBytes, 0),
    readableWithoutJs: text.includes(expectedText),
  };
}
