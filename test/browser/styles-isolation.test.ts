import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { signedInState } from './support/auth.js';
import { seedBundle, seedLibrary, seedLine, seedPack } from './packs-support.js';

/**
 * A screen's stylesheet stays in the page once the screen has been shown (Vite adds it with the
 * route and never takes it out). The pack page and the bundle page each have a quantity field of
 * their own look; these tests go from one to the other by links, so both stylesheets are loaded,
 * and check that each screen's quantity controls and bundle entries look as they did when the
 * screen was the first one shown.
 */

/** Each test signs up and builds its pack through the API: slow on a loaded machine. */
const TIMEOUT_MS = 90_000;

/** What a restyled control would differ in: its box, its frame and its colours. */
const LOOKS = [
  'display',
  'position',
  'width',
  'height',
  'margin-top',
  'margin-left',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-left-width',
  'border-left-style',
  'border-top-left-radius',
  'background-color',
  'color',
  'font-weight',
  'list-style-type',
] as const;

/**
 * The computed values of LOOKS for the element labelled `label` (an aria-label), or for its
 * parent. Page code is a string, as in the other browser tests: they are typed without the DOM.
 */
function looksOf(page: Page, label: string, of: 'self' | 'parent' = 'self') {
  return page.evaluate<Record<string, string>>(`(() => {
    const labelled = document.querySelector(${JSON.stringify(`[aria-label="${label}"]`)});
    const style = getComputedStyle(${of === 'parent' ? 'labelled.parentElement' : 'labelled'});
    return Object.fromEntries(
      ${JSON.stringify(LOOKS)}.map((name) => [name, style.getPropertyValue(name)]),
    );
  })()`);
}

/** Whether a stylesheet in the page has a rule naming `selector` (at any depth). */
function hasRuleFor(page: Page, selector: string): Promise<boolean> {
  return page.evaluate<boolean>(`(() => {
    const wanted = ${JSON.stringify(selector)};
    const names = (rules) =>
      [...rules].some(
        (rule) => rule.selectorText?.includes(wanted) || (rule.cssRules && names(rule.cssRules)),
      );
    return [...document.styleSheets].some((sheet) => names(sheet.cssRules));
  })()`);
}

/** The pointer off the page's controls (onto the header's corner), so no :hover is read. */
const awayFromControls = (page: Page): Promise<void> => page.mouse.move(1, 1);

/**
 * A pack "Weekend" holding a Tent and the bundle "Cook kit" (a Stove and two Pots), as a new
 * user's; returns the pack's and the bundle's ids.
 */
async function packWithBundle(page: Page): Promise<{ packId: string; bundleId: string }> {
  const seeded = await seedLibrary(
    page.request,
    ['Shelter', 'Cook'],
    [
      { name: 'Tent', grams: 850, category: 'Shelter' },
      { name: 'Stove', grams: 73, category: 'Cook' },
      { name: 'Pot', grams: 120, category: 'Cook' },
    ],
  );
  const id = (name: string) => seeded.items.get(name) ?? '';
  const bundleId = await seedBundle(
    page.request,
    'Cook kit',
    seeded.categories.get('Cook') ?? null,
    [
      [id('Stove'), 1],
      [id('Pot'), 2],
    ],
  );
  const packId = await seedPack(page.request, 'Weekend');
  await seedLine(page.request, packId, { gearItemId: id('Tent') });
  await seedLine(page.request, packId, { bundleId });
  return { packId, bundleId };
}

async function openSignedIn(): Promise<Page> {
  return openPage({ storageState: await signedInState({ givenName: 'Ash', familyName: 'Scree' }) });
}

/** The pack page's quantity field (the Tent's) and the bundle line's entries, opened. */
async function packPageLooks(page: Page) {
  await page.getByRole('textbox', { name: 'Quantity of Tent' }).waitFor();
  await page.getByRole('button', { name: /^Cook kit\b.*bundle of 2 items$/ }).click();
  await page.getByRole('list', { name: 'In Cook kit' }).waitFor();
  await awayFromControls(page);
  return {
    field: await looksOf(page, 'Quantity of Tent', 'parent'),
    input: await looksOf(page, 'Quantity of Tent'),
    step: await looksOf(page, 'One more Tent'),
    entries: await looksOf(page, 'In Cook kit', 'parent'),
    entryList: await looksOf(page, 'In Cook kit'),
  };
}

/** The bundle page's quantity field (the Stove's) and its list of entries. */
async function bundlePageLooks(page: Page) {
  await page.getByRole('spinbutton', { name: 'Quantity of Stove' }).waitFor();
  await awayFromControls(page);
  return {
    field: await looksOf(page, 'Quantity of Stove', 'parent'),
    input: await looksOf(page, 'Quantity of Stove'),
    step: await looksOf(page, 'One more Stove'),
    entries: await looksOf(page, 'Items in this bundle'),
  };
}

/** From any signed-in page to the bundle, by the header's Bundles link and the bundle's card. */
async function goToBundle(page: Page): Promise<void> {
  await page.locator('nav.header-nav').getByRole('link', { name: 'Bundles' }).click();
  await page.getByRole('heading', { level: 1, name: 'Bundles' }).waitFor();
  await checkAxe(page);
  await page.getByRole('link', { name: 'Cook kit' }).click();
  await page.getByRole('spinbutton', { name: 'Quantity of Stove' }).waitFor();
  await checkAxe(page);
}

/** From the bundle page to the pack, by its "Used in packs" link. */
async function goToPack(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Used in packs' })
    .getByRole('link', { name: 'Weekend' })
    .click();
  await page.getByRole('textbox', { name: 'Quantity of Tent' }).waitFor();
  await checkAxe(page);
}

describe('screen stylesheets', () => {
  it(
    "leave the pack page's quantity field and bundle entries as they were after the bundle page",
    async () => {
      const page = await openSignedIn();
      const { packId } = await packWithBundle(page);
      await visit(page, `/packs/${packId}`, { waitFor: '.pack-side' });
      const alone = await packPageLooks(page);
      // On a wide screen the pack's quantity is a bare box: its − and + are for phones.
      expect(alone.step.display).toBe('none');
      expect(alone.input['border-top-style']).toBe('solid');

      await goToBundle(page);
      await goToPack(page);

      // The bundles stylesheet is still in the page; it restyles nothing here.
      expect(await hasRuleFor(page, '.bundle-entry-handle')).toBe(true);
      expect(await packPageLooks(page)).toEqual(alone);
    },
    TIMEOUT_MS,
  );

  it(
    "leave the bundle page's quantity field and entries as they were after the pack page",
    async () => {
      const page = await openSignedIn();
      const { bundleId } = await packWithBundle(page);
      await visit(page, `/bundles/${bundleId}`);
      const alone = await bundlePageLooks(page);
      // The bundle's quantity is one framed control: − [n] +.
      expect(alone.step.display).not.toBe('none');
      expect(alone.field['border-top-style']).toBe('solid');

      await goToPack(page);
      await goToBundle(page);

      // The packs stylesheet is still in the page; it restyles nothing here.
      expect(await hasRuleFor(page, '.pack-line-grid')).toBe(true);
      expect(await bundlePageLooks(page)).toEqual(alone);
    },
    TIMEOUT_MS,
  );
});
