import { describe, expect, it } from 'vitest';
import { checkAxe } from './support/browser.js';
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
 * Loading the gear library (/gear): a library that cannot be loaded, tried again on request, on
 * the built app and its real API. A large library, loaded in pages with only the rows in view
 * drawn, is gear-large-library.test.ts.
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
});
