import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { packPath, profilePath, servePublicFixtures, tripPath } from './public-support.js';

/*
 * The public pages as a signed-in visitor sees them: inside the app's frame, read from the
 * public API (answered here with the pages' fixtures, test/support/public-fixtures.ts).
 */
const signedIn = signUpOncePerFile({ givenName: 'Vera', familyName: 'Visitor' });

async function open(path: string, width = 1280) {
  const page = await openPage({ width, height: 844, storageState: signedIn() });
  await servePublicFixtures(page);
  await visit(page, path);
  return page;
}

describe('a public pack, signed in', () => {
  it('shows the pack with its totals, chart and lines, and Copy to my gear', async () => {
    const page = await open(packPath);
    expect(await page.locator('main h1').innerText()).toBe('Summer kit');
    expect(await page.title()).toBe('Summer kit · Packtrail');
    await expect.poll(() => page.locator('.public-figure-base dd').innerText()).toMatch(/ (g|kg)$/);
    expect(await page.locator('.pack-chart-rings svg path').count()).toBeGreaterThan(5);
    expect(await page.getByRole('link', { name: 'Item number 5' }).getAttribute('href')).toBe(
      'https://example.com/gear/5',
    );
    expect(await page.getByRole('img', { name: 'Photo of Item number 10' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Copy to my gear' }).waitFor();
    expect(await page.getByRole('link', { name: 'Ada L.' }).getAttribute('href')).toBe('/u/ada');
  });

  it('switches the unit in place and keeps it in the address', async () => {
    const page = await open(packPath);
    const units = page.getByRole('group', { name: 'Weight unit' });
    await units.getByRole('link', { name: 'oz' }).click();
    await expect
      .poll(() => units.getByRole('link', { name: 'oz' }).getAttribute('aria-current'))
      .toBe('true');
    expect(new URL(page.url()).search).toBe('?unit=oz');
    expect(await page.locator('.public-figure-base dd').innerText()).toMatch(/ (oz|lb)$/);
    await checkAxe(page);
  });

  it('opens in the unit the address names', async () => {
    const page = await open(`${packPath}?unit=kg`);
    expect(
      await page
        .getByRole('group', { name: 'Weight unit' })
        .getByRole('link', { name: 'kg' })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(await page.locator('.public-figure-base dd').innerText()).toMatch(/ kg$/);
  });

  it('stacks the lines on a phone without scrolling sideways', async () => {
    const page = await open(packPath, 390);
    const thead = page.locator('.pp-lines thead').first();
    expect((await thead.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('a public trip, signed in', () => {
  it('shows the outline, then the map, the profile, the figures and the days', async () => {
    const page = await open(tripPath);
    expect(await page.locator('main h1').innerText()).toBe('Ossian round');
    await page.locator('.pt-map .map-view').waitFor();
    expect(await page.locator('.pt-map .route-preview').count()).toBe(0);
    await page.getByRole('slider', { name: 'Elevation profile of Ossian round' }).waitFor();
    await page.getByText('Nothing within 500 m of the start or the finish is shown.').waitFor();
    await page.getByRole('heading', { name: /^Day 1/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Summer kit' }).getAttribute('href')).toBe(
      '/u/ada/pack/summer-kit',
    );
    await checkAxe(page);
  });
});

describe('a public profile, signed in', () => {
  it('lists the packs and trips as links', async () => {
    const page = await open(profilePath);
    expect(await page.locator('main h1').innerText()).toBe('Ada L.');
    expect(await page.locator('a.pf-card').count()).toBe(3);
  });
});

describe('what is not public', () => {
  it('is the one Not Found', async () => {
    const page = await open('/u/nobody-here/pack/nothing');
    expect(await page.locator('main h1').innerText()).toBe('Not Found');
    expect(await page.title()).toBe('Not Found · Packtrail');
    expect(await page.getByRole('link', { name: 'Go to the Packtrail home page' }).count()).toBe(1);
  });
});
