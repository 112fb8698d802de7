import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit, type OpenPageOptions } from './support/browser.js';
import { signedInState } from './support/auth.js';
import { seedLibrary, seedLine, seedPack } from './packs-support.js';

/**
 * The pack page's weight chart on the built app: two rings of SVG arcs that name a slice with
 * its weight and share when pointed at, and that the keyboard reaches and reads slice by slice.
 */

const TIMEOUT_MS = 90_000;

/** Shelter: Tent 850 g, Stakes 50 g; Clothing: Socks 100 g. */
async function openChart(options: OpenPageOptions = {}): Promise<Page> {
  const page = await openPage({
    ...options,
    reducedMotion: 'reduce',
    storageState: await signedInState({ givenName: 'Ash', familyName: 'Ridge' }),
  });
  const { items } = await seedLibrary(
    page.request,
    ['Shelter', 'Clothing'],
    [
      { name: 'Tent', grams: 850, category: 'Shelter' },
      { name: 'Stakes', grams: 50, category: 'Shelter' },
      { name: 'Socks', grams: 100, category: 'Clothing' },
    ],
  );
  const packId = await seedPack(page.request, 'Weekend');
  for (const name of ['Tent', 'Stakes', 'Socks']) {
    await seedLine(page.request, packId, { gearItemId: items.get(name) ?? '' });
  }
  await visit(page, `/packs/${packId}`, { waitFor: '.pack-chart-table' });
  return page;
}

const rings = (page: Page) => page.getByRole('group', { name: 'Weight chart' });
const said = (page: Page) => rings(page).getByRole('status').innerText();

/** Points at the rings `degrees` clockwise from 12 o'clock, `radius` px from their centre. */
async function pointAt(page: Page, degrees: number, radius: number) {
  const svg = page.locator('.pack-chart-rings svg');
  await svg.scrollIntoViewIfNeeded();
  const box = await svg.boundingBox();
  if (!box) throw new Error('No chart');
  const angle = (degrees * Math.PI) / 180;
  await page.mouse.move(
    box.x + box.width / 2 + radius * Math.sin(angle),
    box.y + box.height / 2 - radius * Math.cos(angle),
  );
}

describe('the weight chart', { timeout: TIMEOUT_MS }, () => {
  it('names the slice pointed at with its weight and share', async () => {
    const page = await openChart();
    const paths = page.locator('.pack-chart-rings path');
    // Categories inside, their lines outside.
    const slices = await Promise.all((await paths.all()).map((p) => p.getAttribute('data-slice')));
    expect(slices).toEqual(['Shelter', 'Clothing', 'Tent', 'Stakes', 'Socks']);
    expect(await said(page)).toBe('');

    // Socks: the last tenth of the outer ring; Shelter: nine tenths of the inner one.
    await pointAt(page, 342, 96);
    await expect.poll(() => said(page)).toMatch(/^Socks · Clothing\s*:\s*100 g · 10 %$/);
    await pointAt(page, 180, 57);
    await expect.poll(() => said(page)).toMatch(/^Shelter\s*:\s*900 g · 90 %$/);
    await page.mouse.move(0, 0);
    await expect.poll(() => said(page)).toBe('');
  });

  it('is one tab stop whose arrow keys read each category, then its lines', async () => {
    const page = await openChart();
    await rings(page).focus();
    await expect.poll(() => said(page)).toMatch(/^Shelter\s*:\s*900 g/);
    await checkAxe(page);
    const heard: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('ArrowRight');
      heard.push((await said(page)).split(/\s*:/)[0] ?? '');
    }
    expect(heard).toEqual(['Tent · Shelter', 'Stakes · Shelter', 'Clothing', 'Socks · Clothing']);
    await page.keyboard.press('ArrowRight');
    expect(await said(page)).toMatch(/^Shelter\s*:/);
    await page.keyboard.press('End');
    expect(await said(page)).toMatch(/^Socks · Clothing/);
    await page.keyboard.press('Escape');
    expect(await said(page)).toBe('');
  });

  it('shows a tapped slice inside the chart on a phone', async () => {
    const page = await openChart({ width: 390, height: 844, hasTouch: true });
    const chart = await rings(page).boundingBox();
    await page.locator('path[data-ring="items"][data-slice="Socks"]').tap();
    await expect.poll(() => said(page)).toMatch(/^Socks/);
    const tip = await page.locator('.pack-chart-tooltip').boundingBox();
    expect(chart && tip).toBeTruthy();
    if (!chart || !tip) return;
    expect(tip.x).toBeGreaterThanOrEqual(chart.x);
    expect(tip.x + tip.width).toBeLessThanOrEqual(chart.x + chart.width);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(390);
  });
});
