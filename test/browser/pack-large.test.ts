import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAX_PACK_LINES } from '@server/domain/pack-limits.js';
import { fromWire } from '@client/features/packs/api/pack-wire.js';
import type { PackDetailWire } from '@client/features/packs/api/types.js';
import { checkAxe, openPage } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { figure } from './packs-support.js';

const signedIn = signUpOncePerFile({ givenName: 'Mia', familyName: 'Longtrail' });

const HEADER = 'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable';
const row = (n: number) =>
  `Trail item ${String(n).padStart(4, '0')},Category ${(n % 5) + 1},,1,${10 + (n % 900)},gram,,,,`;

/** A pack of the most lines the API allows, imported as one LighterPack file. */
async function seedLargePack(page: Page): Promise<string> {
  const rows = Array.from({ length: MAX_PACK_LINES }, (_, n) => row(n));
  const response = await page.request.post('/api/packs/import', {
    multipart: {
      file: {
        name: 'long-trail.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${[HEADER, ...rows].join('\n')}\n`),
      },
      currency: 'GBP',
    },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { pack: { id: string } }).pack.id;
}

describe('a pack of the most lines the API allows', () => {
  it('opens with its first lines, draws the rest when asked, and shows a toggle before the server answers', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    const packId = await seedLargePack(page);
    const { lines } = fromWire(
      (await (await page.request.get(`/api/packs/${packId}`)).json()) as PackDetailWire,
    );
    expect(lines).toHaveLength(MAX_PACK_LINES);
    const [first, last] = [lines[0], lines.at(-1)];
    if (!first?.item || !last?.item) throw new Error('no lines');

    await page.goto(`/packs/${packId}`);
    // Lines are found by their quantity field's id: a search by text over thousands of rows
    // would keep the browser busy while it draws them.
    await page.locator(`#quantity-${first.id}`).waitFor();
    // The first lines are drawn, the rest when the reader scrolls to them or asks for them all...
    expect(await page.locator('li.pack-line').count()).toBeLessThan(MAX_PACK_LINES);
    await page.getByRole('button', { name: 'Show the rest of the list' }).click();
    // ...and then every line is there: the last one can be scrolled to.
    const lastField = page.locator(`#quantity-${last.id}`);
    // Drawing 5,000 rows beside another file's browser on a 2-core machine took more than the
    // usual 20 s step limit: a limit, not an expectation of speed.
    await lastField.scrollIntoViewIfNeeded({ timeout: 90_000 });
    await expect.poll(() => lastField.isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('li.pack-line', { has: lastField }).textContent())
      .toContain(last.item.name);
    expect(await page.locator('li.pack-line').count()).toBe(MAX_PACK_LINES);

    // The server's answer to a toggle is held back: the page shows the change without it.
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const patches: Route[] = [];
    await page.route(`**/api/packs/${packId}/lines/*`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patches.push(route);
      await held;
      await route.continue();
    });
    const wornBefore = await figure(page, 'Worn');
    const toggle = page.locator(`button[aria-label="Worn: ${last.item.name}"]`);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => figure(page, 'Worn')).not.toBe(wornBefore);
    expect(patches).toHaveLength(1);

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.status() === 200,
    );
    release?.();
    await saved;
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    // Every row is the same markup: the first rows of each category stand for the rest. axe walks
    // the whole document whatever it is told to check (over a minute for 5,000 rows), so the
    // others leave the page before it runs; nothing is read from the page after this.
    await page.evaluate(`
      for (const list of document.querySelectorAll('ul:has(> li.pack-line)')) {
        for (const row of [...list.querySelectorAll(':scope > li.pack-line')].slice(10)) row.remove();
      }
    `);
    await checkAxe(page);
  }, 180_000);
});
