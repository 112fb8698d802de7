import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';

const signedIn = signUpOncePerFile({ givenName: 'Noor', familyName: 'Batchley' });

/** The bench's pack size (bench/lighthouse): the pages Lighthouse measures. */
const LINES = 500;
/** At most this many lines reach the page in one go: a slow phone is never held for long. */
const MOST_LINES_AT_ONCE = 50;
/** Elements a pack line is made of, at most (it was 45 when every icon was an SVG). */
const MOST_ELEMENTS_PER_LINE = 30;

const HEADER = 'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable';
const row = (n: number) =>
  `Trail item ${String(n).padStart(3, '0')},Category ${(n % 6) + 1},Notes ${n},1,${10 + n},gram,` +
  `https://example.com/gear/${n},,${n % 3 === 0 ? 'Worn' : ''},${n % 4 === 0 ? 'Consumable' : ''}`;

let seeded: Promise<string> | undefined;

/** The user's 500-line pack, imported once for the file's tests (neither changes it). */
function seedPack(page: Page): Promise<string> {
  seeded ??= importPack(page);
  return seeded;
}

async function importPack(page: Page): Promise<string> {
  const rows = Array.from({ length: LINES }, (_, n) => row(n));
  const response = await page.request.post('/api/packs/import', {
    multipart: {
      file: {
        name: 'five-hundred.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${[HEADER, ...rows].join('\n')}\n`),
      },
      currency: 'GBP',
    },
    timeout: 60_000,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { pack: { id: string } }).pack.id;
}

/**
 * Counts, from before the app starts, how many `selector` rows each change to the page brings:
 * a MutationObserver's callback sees one task's changes, so one React commit at a time.
 */
async function countRowsPerChange(page: Page, selector: string) {
  // A script, as the page runs it: the tests' types know nothing of the DOM.
  await page.addInitScript(`
    (() => {
      const selector = ${JSON.stringify(selector)};
      window.rowsPerChange = [];
      new MutationObserver((records) => {
        let rows = 0;
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            rows += (node.matches(selector) ? 1 : 0) + node.querySelectorAll(selector).length;
          }
        }
        if (rows > 0) window.rowsPerChange.push(rows);
      }).observe(document, { childList: true, subtree: true });
    })();
  `);
}

const rowsPerChange = (page: Page) => page.evaluate<number[]>('window.rowsPerChange');

/**
 * axe, on the first lines of each list: every line is the same markup, and axe walks the whole
 * document whatever it is told to check, which takes long for 500 lines. The other lines are
 * taken out of the page behind React's back: the last thing a test does.
 */
async function checkAxeOnFirstLines(page: Page, selector: string) {
  await page.evaluate(`
    for (const list of document.querySelectorAll('ul:has(> ${selector})')) {
      for (const line of [...list.querySelectorAll(':scope > ${selector}')].slice(5)) line.remove();
    }
  `);
  await checkAxe(page);
}

/** Scrolls to the page's end, as a reader does, and waits for the lines it draws. */
async function scrollToEnd(page: Page, selector: string, before: number) {
  await page.mouse.wheel(0, 100_000);
  await expect
    .poll(() => page.locator(selector).count(), { timeout: 30_000 })
    .toBeGreaterThan(before);
}

describe('a 500-line pack draws its first lines, and the rest as the reader scrolls to them', () => {
  it('puts a screenful and more on the pack page, then small batches as it scrolls', async () => {
    const page = await openPage({ width: 390, height: 844, storageState: signedIn(), fresh: true });
    const packId = await seedPack(page);
    await countRowsPerChange(page, 'li.pack-line');
    await page.goto(`/packs/${packId}`);
    const more = page.getByRole('button', { name: 'Show the rest of the list' });
    await more.waitFor({ timeout: 60_000 });
    const first = await page.locator('li.pack-line').count();
    expect(first).toBeGreaterThanOrEqual(20);
    expect(first).toBeLessThanOrEqual(MOST_LINES_AT_ONCE);
    // Nothing more is drawn until the reader goes near the end (the page has settled: the
    // button is there, and the pack's figures are drawn).
    await page.getByText('Base weight').first().waitFor();
    expect(await page.locator('li.pack-line').count()).toBe(first);
    await scrollToEnd(page, 'li.pack-line', first);
    const batches = await rowsPerChange(page);
    expect(Math.max(...batches)).toBeLessThanOrEqual(MOST_LINES_AT_ONCE);
    const elements = await page.evaluate<number>(
      "document.querySelectorAll('li.pack-line, li.pack-line *').length",
    );
    expect(elements / (await page.locator('li.pack-line').count())).toBeLessThanOrEqual(
      MOST_ELEMENTS_PER_LINE,
    );

    // The button draws the rest, for a keyboard that tabs past the last line. Focus brings it
    // near the screen, so a batch is drawn meanwhile: the button keeps the focus through it.
    // (Scrolling to the end may have drawn every line: the page starts again at the top.)
    await page.reload();
    await more.waitFor({ timeout: 60_000 });
    await more.focus();
    await expect.poll(() => page.locator('li.pack-line').count()).toBeGreaterThan(first);
    expect(await page.evaluate<string | undefined>('document.activeElement?.textContent')).toBe(
      'Show the rest of the list',
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('li.pack-line').count(), { timeout: 60_000 }).toBe(LINES);
    await expect(more.count()).resolves.toBe(0);
    await checkAxeOnFirstLines(page, 'li.pack-line');
  }, 120_000);

  it('draws every line before Ctrl+F searches the page, and before it is printed', async () => {
    const page = await openPage({
      width: 1280,
      height: 800,
      storageState: signedIn(),
      fresh: true,
    });
    const packId = await seedPack(page);
    await page.goto(`/packs/${packId}`);
    const more = page.getByRole('button', { name: 'Show the rest of the list' });
    await more.waitFor({ timeout: 60_000 });
    await page.keyboard.press('Control+f');
    await expect.poll(() => page.locator('li.pack-line').count(), { timeout: 60_000 }).toBe(LINES);

    // The totals and chart beside the lines are taller than the window: scrolled by that much,
    // their end is in view and stays there (stuck by their top, it was out of reach until the
    // page's end, 500 lines down).
    const side = page.getByRole('complementary', { name: 'Pack totals and chart' });
    await side.getByRole('table').first().waitFor();
    const box = async () => {
      const found = await side.boundingBox();
      if (!found) throw new Error('The pack’s totals are not on screen');
      return found;
    };
    const { height } = await box();
    expect(height).toBeGreaterThan(800);
    await page.mouse.wheel(0, height);
    await expect.poll(async () => (await box()).y + height).toBeLessThanOrEqual(800);
    await page.mouse.wheel(0, 2_000);
    await expect.poll(async () => (await box()).y + height).toBeLessThanOrEqual(800);
    expect((await box()).y + height).toBeGreaterThan(700);
    await checkAxeOnFirstLines(page, 'li.pack-line');

    await page.goto(`/packs/${packId}/checklist`);
    await more.waitFor({ timeout: 60_000 });
    expect(await page.locator('li.checklist-line').count()).toBeLessThanOrEqual(MOST_LINES_AT_ONCE);
    // What the browser does as printing starts: the rest is drawn before the event returns.
    const drawnForPrint = await page.evaluate<number>(`(() => {
      window.dispatchEvent(new Event('beforeprint'));
      return document.querySelectorAll('li.checklist-line').length;
    })()`);
    expect(drawnForPrint).toBe(LINES);
    await checkAxeOnFirstLines(page, 'li.checklist-line');
  }, 120_000);

  it('puts the checklist lines on the page as the reader scrolls too', async () => {
    const page = await openPage({ width: 390, height: 844, storageState: signedIn(), fresh: true });
    const packId = await seedPack(page);
    await countRowsPerChange(page, 'li.checklist-line');
    await page.goto(`/packs/${packId}/checklist`);
    await page
      .getByRole('button', { name: 'Show the rest of the list' })
      .waitFor({ timeout: 60_000 });
    const first = await page.locator('li.checklist-line').count();
    expect(first).toBeLessThanOrEqual(MOST_LINES_AT_ONCE);

    let drawn = first;
    for (let scrolls = 0; scrolls < 3; scrolls += 1) {
      await scrollToEnd(page, 'li.checklist-line', drawn);
      drawn = await page.locator('li.checklist-line').count();
    }
    expect(drawn).toBeGreaterThanOrEqual(first + 3 * 20);
    expect(Math.max(...(await rowsPerChange(page)))).toBeLessThanOrEqual(MOST_LINES_AT_ONCE);
    await checkAxeOnFirstLines(page, 'li.checklist-line');
  }, 120_000);
});
