import { describe, expect, it } from 'vitest';
import { checkAxe, nextFrame } from './support/browser.js';
import { startOutage } from './support/outage.js';
import {
  ITEMS,
  openSignedIn,
  seedItems,
  showGear,
  shownNames,
  table,
} from './gear-library-support.js';

/**
 * Loading the gear library (/gear): a library that cannot be loaded, tried again on request, and
 * a large library loaded in pages (100, then 1000 each) with only the rows in view drawn, on the
 * built app and its real API. Each test signs up its own account, so every library starts empty.
 */

describe('the gear library', () => {
  it('says when the library cannot be loaded, and tries again on request', async () => {
    const page = await openSignedIn();
    await seedItems(page, [{ name: 'Tent' }]);
    const outage = await startOutage(page, ITEMS);
    await showGear(page, 'text=Your gear could not be loaded');
    expect(await page.getByRole('alert').innerText()).toContain('Resting');
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await outage.retriesExhausted();
    outage.end();
    await tryAgain.click();
    await table(page).waitFor();
    expect(await shownNames(page)).toEqual(['Tent']);
    await checkAxe(page);
  });

  it('draws only the rows in view of a large library, loaded in pages', async () => {
    const page = await openSignedIn();
    const names = Array.from(
      { length: 1_050 },
      (_, index) => `Item ${String(index).padStart(4, '0')}`,
    );
    for (let start = 0; start < names.length; start += 50) {
      await Promise.all(
        names
          .slice(start, start + 50)
          .map((name, offset) =>
            page.request.post(ITEMS, { data: { name, weightMg: (start + offset) * 1000 } }),
          ),
      );
    }
    await showGear(page);
    await page.getByText('1,050 items in use').waitFor();
    const drawn = await table(page).getByRole('row').count();
    expect(drawn).toBeLessThan(80);
    expect(await table(page).getAttribute('aria-rowcount')).toBe('1051');

    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await nextFrame(page);
    await page.getByRole('checkbox', { name: 'Select Item 1049' }).waitFor();
    await checkAxe(page);
  }, 90_000);
});
