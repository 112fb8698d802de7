import { expect, it } from 'vitest';
import { openPage, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { signUpOncePerFile } from './support/auth.js';
import { seedLibrary, seedLine, seedPack } from './packs-support.js';

/**
 * Not a check: pictures of a pack's weight chart, at rest and with a slice pointed at, on a
 * desktop and a phone, light and dark. Runs only with SCREENSHOTS=1, e.g.
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/pack-chart-screenshots.test.ts`.
 */
const shoot = screenshotsIn('pack-chart');

const CATEGORIES = ['Shelter', 'Sleep', 'Cook', 'Clothing', 'Electronics'];
const ITEMS = [
  { name: 'Duplex tent', category: 'Shelter', grams: 539 },
  { name: 'Titanium stakes', category: 'Shelter', grams: 8 },
  { name: 'Quilt 20°F', category: 'Sleep', grams: 567 },
  { name: 'NeoAir XLite NXT', category: 'Sleep', grams: 354 },
  { name: 'Pocket Rocket 2', category: 'Cook', grams: 73 },
  { name: 'Titanium pot 750 ml', category: 'Cook', grams: 103 },
  { name: 'Fuel canister 110 g', category: 'Cook', grams: 210 },
  { name: 'Rain jacket', category: 'Clothing', grams: 198 },
  { name: 'Merino socks', category: 'Clothing', grams: 62 },
  { name: 'Headlamp', category: 'Electronics', grams: 36 },
  { name: 'Trail mix', grams: 450 },
];

describeScreenshots('pack chart screenshots', () => {
  const account = signUpOncePerFile({ givenName: 'Wren', familyName: 'Hollow' });
  let packId: string | undefined;

  it.each(SHOTS)(
    'at $size.name size in $colorScheme',
    { timeout: 90_000 },
    async ({ size, colorScheme }) => {
      const page = await openPage({
        ...size,
        colorScheme,
        reducedMotion: 'reduce',
        storageState: account(),
      });
      if (!packId) {
        const { items } = await seedLibrary(page.request, CATEGORIES, ITEMS);
        packId = await seedPack(page.request, 'Chart pack');
        for (const item of ITEMS) {
          await seedLine(page.request, packId, {
            gearItemId: items.get(item.name) ?? '',
            worn: item.name === 'Rain jacket',
            consumable: item.name === 'Trail mix',
          });
        }
      }
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, `/packs/${packId}`, { waitFor: '.pack-chart-table' });
      const chart = page.locator('.pack-chart');
      await chart.scrollIntoViewIfNeeded();
      await chart.screenshot({ path: await shotPath(`chart-${tag}`), animations: 'disabled' });
      const rings = page.locator('.pack-chart-rings svg');
      const box = await rings.boundingBox();
      if (box) {
        // A point in the outer ring, right of the centre: the first line there.
        await page.mouse.move(box.x + box.width / 2 + box.width * 0.42, box.y + box.height / 2);
        await page.waitForTimeout(300);
        await chart.screenshot({ path: await shotPath(`chart-hover-${tag}`) });
      }
      await page.mouse.move(0, 0);
      await page.getByRole('group', { name: 'Weight chart' }).focus();
      await page.keyboard.press('ArrowRight');
      await chart.screenshot({ path: await shotPath(`chart-focus-${tag}`) });
      await shoot(page, `page-${tag}`);
      expect(true).toBe(true);
    },
  );
});

async function shotPath(name: string): Promise<string> {
  const { mkdir } = await import('node:fs/promises');
  const dir = new URL('../../test-results/screenshots/pack-chart/', import.meta.url);
  await mkdir(dir, { recursive: true });
  return new URL(`${name}.png`, dir).pathname;
}
