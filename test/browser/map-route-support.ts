import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, visit, type OpenPageOptions } from './support/browser.js';
import { MAP } from './map-support.js';
import { HARNESS_PATH, serveHarness, suiteHarness } from './route-harness/serve.js';

/**
 * Opening the shared route parts on their test page (route-harness/main.js) and reading them,
 * for the map-route-*.test.ts files. The suite's global setup builds the page once per run.
 */

export type Part = 'route' | 'draw' | 'preview';

/** A page showing one part, served from the page the suite built for this run. */
export async function openPart(part: Part, options: OpenPageOptions = {}): Promise<Page> {
  const page = await openPage(options);
  await serveHarness(page, suiteHarness());
  await visit(page, `${HARNESS_PATH}index.html?part=${part}`, {
    waitFor: part === 'preview' ? '.route-preview' : MAP,
  });
  return page;
}

export interface Point {
  x: number;
  y: number;
}

export async function centreOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not shown');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export const hovered = (page: Page) => page.locator('#hover').innerText();
export const profile = (page: Page) => page.getByRole('slider', { name: 'Elevation profile' });
export const dot = (page: Page) => page.locator('.map-hover-point');

/** Where route point `index` is on the map: the profile points at it, and the dot shows it. */
export async function routePointOnMap(page: Page, index: number): Promise<Point> {
  await profile(page).focus();
  await page.keyboard.press('Home');
  // The test route's points are about 2.5 % of its length apart: a 1 % step reaches the next.
  for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => hovered(page)).toBe(String(index));
  return centreOf(dot(page));
}
