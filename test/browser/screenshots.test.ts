import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkAxe, countDocumentRequests, openPage, routeChunk, visit } from './support/browser.js';

/**
 * Not a check: pictures of a few pages for a person to look at. Runs only with SCREENSHOTS=1,
 * e.g. `SCREENSHOTS=1 npx vitest run --project browser test/browser/screenshots.test.ts`.
 */
const OUT_DIR = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'gear', path: '/gear' },
  { name: 'checklist', path: '/packs/demo/checklist' },
  { name: 'not-found', path: '/no/such/page' },
];
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const SCHEMES = ['light', 'dark'] as const;

const shots = PAGES.flatMap((page) =>
  SIZES.flatMap((size) => SCHEMES.map((colorScheme) => ({ ...page, size, colorScheme }))),
);

describe.skipIf(!process.env.SCREENSHOTS)('screenshots', () => {
  it.each(shots)('of $name at $size.name size in $colorScheme', async (shot) => {
    await mkdir(OUT_DIR, { recursive: true });
    const page = await openPage({
      width: shot.size.width,
      height: shot.size.height,
      colorScheme: shot.colorScheme,
    });
    await visit(page, shot.path);
    await page.screenshot({
      path: `${OUT_DIR}${shot.name}-${shot.size.name}-${shot.colorScheme}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  });

  it('of a toast above the bottom navigation on a phone', async () => {
    await mkdir(OUT_DIR, { recursive: true });
    for (const colorScheme of SCHEMES) {
      const page = await openPage({ width: 390, height: 844, colorScheme });
      await visit(page, '/gear');
      // system → light, and on to dark for the dark picture.
      const clicks = colorScheme === 'light' ? 1 : 2;
      for (let click = 0; click < clicks; click += 1) {
        await page.getByRole('button', { name: /^Theme: / }).click();
      }
      await page.getByText(`Theme set to ${colorScheme === 'light' ? 'Light' : 'Dark'}`).waitFor();
      await page.waitForFunction(
        `document.querySelector('[data-sonner-toast]')?.getAttribute('data-mounted') === 'true'`,
      );
      await page.screenshot({
        path: `${OUT_DIR}toast-phone-${colorScheme}.png`,
        animations: 'disabled',
      });
    }
  });

  it('of the error screen after a page part failed to load', async () => {
    await mkdir(OUT_DIR, { recursive: true });
    for (const size of SIZES) {
      const page = await openPage({ width: size.width, height: size.height });
      const documents = countDocumentRequests(page);
      await page.route(routeChunk('gear-route'), (route) => route.fulfill({ status: 404 }));
      await page.goto('/gear', { waitUntil: 'commit' });
      await expect.poll(documents).toBe(2);
      await page.getByRole('button', { name: 'Reload' }).waitFor();
      await page.waitForLoadState('networkidle');
      await checkAxe(page);
      await page.screenshot({ path: `${OUT_DIR}error-${size.name}-light.png`, fullPage: true });
    }
  });
});
