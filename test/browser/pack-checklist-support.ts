import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page, Request, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { PackJson } from '@test/support/factories.js';
import { fromWire } from '@client/features/packs/api/pack-wire.js';
import type { PackDetailWire } from '@client/features/packs/api/types.js';
import { openPage, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';

/**
 * Seeding, reading and the locators of the packing checklist (/packs/:packId/checklist), for the
 * pack-checklist-*.test.ts files: one account per file, each test packing a pack of its own.
 * The library is made once per account.
 */

export const PHONE = { width: 390, height: 844, hasTouch: true };

export async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), `POST ${path}`).toBe(201);
  return (await response.json()) as T;
}

interface Library {
  items: Map<string, string>;
  bundleId: string;
}

/**
 * Each account's library, by its cookies: the browser files share this module (the project
 * does not isolate them), and each file signs up an account of its own.
 */
const libraries = new Map<string, Promise<Library>>();

/** Categories, items and a bundle, made once for the file's account. */
async function seedLibrary(page: Page): Promise<Library> {
  const account = (await page.context().cookies())
    .map(({ name, value }) => `${name}=${value}`)
    .sort()
    .join('; ');
  const made = libraries.get(account) ?? makeLibrary(page.request);
  libraries.set(account, made);
  return made;
}

function makeLibrary(request: APIRequestContext): Promise<Library> {
  return (async () => {
    const category = async (name: string) =>
      (await post<{ id: string }>(request, '/api/gear/categories', { name })).id;
    const shelter = await category('Shelter');
    const sleep = await category('Sleep');
    const cook = await category('Cook');
    const items = new Map<string, string>();
    const item = async (name: string, categoryId: string | null, brand = '') => {
      const created = await post<{ id: string }>(request, '/api/gear/items', {
        name,
        brand,
        categoryId,
        weightMg: 100_000,
      });
      items.set(name, created.id);
      return created.id;
    };
    await item('Tent', shelter, 'Zpacks');
    await item('Stakes', shelter, 'Vargo');
    await item('Quilt', sleep, 'Enlightened Equipment');
    await item('Rain jacket', null, 'Montbell');
    await item('Trail mix', null);
    const bundle = await post<{ id: string }>(request, '/api/bundles', {
      name: 'Cook kit',
      categoryId: cook,
    });
    for (const [name, quantity] of [
      ['Stove', 1],
      ['Pot', 1],
      ['Gas canister', 2],
    ] as const) {
      const gearItemId = await item(name, cook);
      await post(request, `/api/bundles/${bundle.id}/items`, { gearItemId, quantity });
    }
    return { items, bundleId: bundle.id };
  })();
}

/**
 * A new pack of six lines (Tent, Stakes, Quilt, Rain jacket, Trail mix, Cook kit), none packed;
 * its id.
 */
export async function seedPack(page: Page): Promise<string> {
  const { items, bundleId } = await seedLibrary(page);
  const pack = await post<{ id: string }>(page.request, '/api/packs', {
    name: `Cairngorms ${randomUUID().slice(0, 6)}`,
  });
  const line = (body: object) => post(page.request, `/api/packs/${pack.id}/lines`, body);
  await line({ gearItemId: items.get('Tent') });
  await line({ gearItemId: items.get('Stakes'), quantity: 8 });
  await line({ gearItemId: items.get('Quilt') });
  await line({ gearItemId: items.get('Rain jacket'), worn: true });
  await line({ gearItemId: items.get('Trail mix'), quantity: 3, consumable: true });
  await line({ bundleId });
  return pack.id;
}

export async function serverPack(page: Page, packId: string): Promise<PackJson> {
  const response = await page.request.get(`/api/packs/${packId}`);
  expect(response.status()).toBe(200);
  return fromWire((await response.json()) as PackDetailWire);
}

/** The names of the lines the server has packed, in pack order. */
export async function serverPacked(page: Page, packId: string): Promise<string[]> {
  const pack = await serverPack(page, packId);
  return pack.lines
    .filter((line) => line.packed)
    .map((line) => line.item?.name ?? line.bundle?.name ?? '');
}

export const checklistPath = (packId: string) => `/packs/${packId}/checklist`;

export async function showChecklist(page: Page, packId: string): Promise<void> {
  await visit(page, checklistPath(packId), { waitFor: 'role=progressbar' });
}

export const box = (page: Page, name: string): Locator =>
  page.getByRole('checkbox', { name, exact: true });

/** The whole row of a line: the tap target. */
export const row = (page: Page, name: string): Locator =>
  page.locator('label.checklist-row').filter({ has: box(page, name) });

export const progressText = (page: Page): Promise<string> =>
  page.locator('.checklist-progress-text').innerText();

const isPatch = (request: Request) =>
  request.method() === 'PATCH' &&
  /^\/api\/packs\/[^/]+\/lines\/[^/]+$/.test(new URL(request.url()).pathname);

/** Waits for the next PATCH of a line and returns its status. */
export async function nextPatch(page: Page): Promise<number> {
  const response = await page.waitForResponse((answer) => isPatch(answer.request()));
  return response.status();
}

/** Taps a line's row away from its checkbox (on its name), as a thumb would. */
export async function tapRow(page: Page, name: string): Promise<void> {
  const saved = nextPatch(page);
  await row(page, name).locator('.checklist-name').tap();
  expect(await saved).toBe(200);
}

/** Holds every PATCH of a line until the test lets it through (or answers it itself). */
export async function holdPatches(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route(
    (url) => /^\/api\/packs\/[^/]+\/lines\/[^/]+$/.test(url.pathname),
    (route) => {
      if (route.request().method() === 'PATCH') held.push(route);
      else void route.fallback();
    },
  );
  return held;
}

/**
 * The file's one hiker (signed up once, in the describe block that calls this), and a 390 px
 * touch phone signed in as them.
 */
export function checklistPhones(): () => Promise<Page> {
  const hiker = signUpOncePerFile({ givenName: 'Isla', familyName: 'Munro' });
  return () => openPage({ ...PHONE, storageState: hiker() });
}
