import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import type { PackJson } from '@test/support/factories.js';
import { fromWire } from '@client/features/packs/api/pack-wire.js';
import type { PackDetailWire } from '@client/features/packs/api/types.js';
import { labelsOf } from './support/browser.js';

/**
 * Seeding and reading packs through the real API for the pack browser tests (the page's own
 * request context carries its session), and locators for the pack page.
 */

export interface SeedItem {
  name: string;
  grams: number;
  brand?: string;
  category?: string;
  priceMinor?: number;
  currency?: string;
}

export interface Seeded {
  categories: Map<string, string>;
  items: Map<string, string>;
}

async function created<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.status(), `${response.url()} answered`).toBe(201);
  return (await response.json()) as T;
}

/** Categories (by name, in order) and items in the library. */
export async function seedLibrary(
  request: APIRequestContext,
  categories: string[],
  items: SeedItem[],
): Promise<Seeded> {
  const ids = new Map<string, string>();
  for (const name of categories) {
    const category = await created<{ id: string }>(
      await request.post('/api/gear/categories', { data: { name } }),
    );
    ids.set(name, category.id);
  }
  const itemIds = new Map<string, string>();
  for (const item of items) {
    const body = await created<{ id: string }>(
      await request.post('/api/gear/items', {
        data: {
          name: item.name,
          brand: item.brand ?? '',
          weightMg: Math.round(item.grams * 1000),
          categoryId: item.category ? (ids.get(item.category) ?? null) : null,
          ...(item.priceMinor ? { priceMinor: item.priceMinor, currency: item.currency } : {}),
        },
      }),
    );
    itemIds.set(item.name, body.id);
  }
  return { categories: ids, items: itemIds };
}

/** A bundle of library items (name → quantity per bundle). */
export async function seedBundle(
  request: APIRequestContext,
  name: string,
  categoryId: string | null,
  entries: [string, number][],
): Promise<string> {
  const bundle = await created<{ id: string }>(
    await request.post('/api/bundles', { data: { name, categoryId } }),
  );
  for (const [gearItemId, quantity] of entries) {
    await created(
      await request.post(`/api/bundles/${bundle.id}/items`, { data: { gearItemId, quantity } }),
    );
  }
  return bundle.id;
}

export async function seedPack(
  request: APIRequestContext,
  name: string,
  description = '',
): Promise<string> {
  return (
    await created<{ id: string }>(await request.post('/api/packs', { data: { name, description } }))
  ).id;
}

export async function seedLine(
  request: APIRequestContext,
  packId: string,
  line: ApiSchema<'AddPackLineDto'>,
): Promise<string> {
  return (
    await created<{ id: string }>(await request.post(`/api/packs/${packId}/lines`, { data: line }))
  ).id;
}

/** A pack as the tests read it: its lines in one list (`fromWire`). */
export type { PackJson };

export async function readPack(request: APIRequestContext, packId: string): Promise<PackJson> {
  const response = await request.get(`/api/packs/${packId}`);
  expect(response.status()).toBe(200);
  return fromWire((await response.json()) as PackDetailWire);
}

/** The line names of a pack as the server keeps them, in order. */
export const serverLineNames = async (request: APIRequestContext, packId: string) =>
  (await readPack(request, packId)).lines.map((line) => line.item?.name ?? line.bundle?.name);

/** What the totals block shows for a figure, e.g. figure(page, 'Base weight'). */
export async function figure(page: Page, label: string): Promise<string> {
  const block = page.getByRole('region', { name: 'Totals' });
  const term = block.locator('dt', { hasText: new RegExp(`^${label}$`) });
  return (await term.locator('+ dd .pack-figure-value').innerText()).trim();
}

/** The line names the page shows, top to bottom (from their drag grips, "Move <name>"). */
export function shownLineNames(page: Page): Promise<string[]> {
  return labelsOf(page.locator('.pack-line .drag-handle'), 'Move ');
}

/** The category names the page shows, top to bottom. */
export const shownCategories = (page: Page): Promise<string[]> =>
  page.locator('.pack-category-name').allInnerTexts();

/** One line of the pack, by the name its grip carries. */
export const lineRow = (page: Page, name: string): Locator =>
  page
    .locator('.pack-line')
    .filter({ has: page.getByRole('button', { name: `Move ${name}`, exact: true }) });

/** The picker's combobox. */
export const picker = (page: Page): Locator => page.getByRole('combobox', { name: 'Add gear' });

export { answered } from './support/browser.js';

/** The `d` of the chart's slice for a category or line (inner ring categories, outer items). */
export const slicePath = (page: Page, ring: 'categories' | 'items', name: string) =>
  page
    .locator(`.pack-chart-rings path[data-ring="${ring}"][data-slice="${name}"]`)
    .getAttribute('d');
