import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, passedThrough, pathOf, visit, type OpenPageOptions } from './support/browser.js';

/** The routes of spec section 2 as the routes-*.test.ts files visit them. */

export interface RouteCase {
  path: string;
  heading: string;
  /** The document title; `<heading> · Packtrail` unless told. */
  title?: string;
  /** Texts the page shows, such as its path parameters. */
  shows?: string[];
  /** Where a guard sends the page on to (path and search); `path` itself unless told. */
  lands?: string;
  /** The document's HTTP status; 200 unless told. */
  status?: number;
}

/** Visits the path on the page and checks the page it shows: heading, title, texts, address. */
export async function expectTitled(page: Page, path: string, route: RouteCase) {
  // A public address nobody shares answers the server-rendered Not Found document, status 404.
  await visit(page, path, { status: route.status });
  expect(pathOf(page)).toBe(route.lands ?? path);
  if (route.lands) passedThrough(page, path);
  await expect.poll(() => page.locator('main h1').allInnerTexts()).toEqual([route.heading]);
  expect(await page.title()).toBe(route.title ?? `${route.heading} · Packtrail`);
  const main = await page.locator('main').innerText();
  for (const text of route.shows ?? []) expect(main).toContain(text);
}

/** A new page (`openPage` with `options`) on the path, checked as `expectTitled` does. */
export async function expectTitledPage(
  path: string,
  route: RouteCase,
  options: OpenPageOptions = {},
) {
  const page = await openPage(options);
  await expectTitled(page, path, route);
  return page;
}
