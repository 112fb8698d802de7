import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { readStoredUser, signedInState } from './support/auth.js';
import {
  answered,
  figure,
  seedBundle,
  seedLibrary,
  seedLine,
  seedPack,
  type Seeded,
} from './packs-support.js';

/**
 * Numbers people read (issue 10, point 5) on the built app: the weight unit is one preference
 * that every screen shows and any screen's switcher changes, long weights follow the account's
 * choice, and a pack's figures add up as shown. Each test signs up its own account.
 */

const TIMEOUT_MS = 90_000;

async function openSignedIn(): Promise<Page> {
  const storageState = await signedInState({ givenName: 'Tam', familyName: 'Scales' });
  return openPage({ reducedMotion: 'reduce', storageState });
}

const itemId = (seeded: Seeded, name: string): string => seeded.items.get(name) ?? '';

/** The weight a gear row shows for an item, without the "Weight of Pot: " its name starts with. */
async function gearWeight(page: Page, name: string): Promise<string> {
  const text = await page
    .getByRole('button', { name: new RegExp(`^Weight of ${name}: `) })
    .innerText();
  return text.slice(text.indexOf(':') + 1).trim();
}

const unitRadio = (page: Page, group: string, unit: string) =>
  page.getByRole('group', { name: group }).getByRole('radio', { name: unit, exact: true });

/** "1,234.5 g" as a number of its unit. */
const amount = (text: string): number => Number(text.replace(/[^\d.]/g, ''));

describe('the weight unit', () => {
  it(
    'is one preference: switched on the bundles page, the gear and account pages follow',
    async () => {
      const page = await openSignedIn();
      const seeded = await seedLibrary(
        page.request,
        [],
        [
          { name: 'Pot', grams: 120 },
          { name: 'Quilt', grams: 566.99 },
        ],
      );
      await seedBundle(page.request, 'Cook kit', null, [[itemId(seeded, 'Pot'), 1]]);

      await visit(page, '/bundles', { waitFor: '.bundle-card' });
      expect(await unitRadio(page, 'Show weights in', 'g').isChecked()).toBe(true);
      const saved = answered(page, 'PATCH', '/api/account');
      await unitRadio(page, 'Show weights in', 'oz').check();
      // Shown at once, before the server answers.
      expect(await page.locator('.bundle-card-weight').innerText()).toBe('4.2 oz');
      expect((await saved).status()).toBe(200);
      expect(await readStoredUser(page)).toMatchObject({ weightUnit: 'oz' });

      await page.getByRole('link', { name: 'Gear', exact: true }).first().click();
      await page.getByRole('table', { name: 'Gear library' }).waitFor();
      expect(await unitRadio(page, 'Show weights in', 'oz').isChecked()).toBe(true);
      expect(await gearWeight(page, 'Pot')).toBe('4.2 oz');
      // 20 oz is past a pound: long weights show in lb unless the account says otherwise.
      expect(await gearWeight(page, 'Quilt')).toBe('1.25 lb');

      await visit(page, '/account', { waitFor: 'role=heading[name="Preferences"]' });
      expect(await unitRadio(page, 'Preferred weight unit', 'oz').isChecked()).toBe(true);
      const kept = answered(page, 'PATCH', '/api/account');
      await page.getByRole('group', { name: 'Long weights' }).getByRole('radio').nth(1).check();
      expect((await kept).status()).toBe(200);
      expect(await readStoredUser(page)).toMatchObject({ weightUnit: 'oz', weightScale: 'fixed' });
      await checkAxe(page);

      // Read again from the server: every screen starts from the account's choice.
      await visit(page, '/gear', { waitFor: 'role=table[name="Gear library"]' });
      expect(await unitRadio(page, 'Show weights in', 'oz').isChecked()).toBe(true);
      expect(await gearWeight(page, 'Quilt')).toBe('20 oz');
      const account: unknown = await (await page.request.get('/api/account')).json();
      expect(account).toMatchObject({ weightUnit: 'oz', weightScale: 'fixed' });
    },
    TIMEOUT_MS,
  );
});

describe('a pack’s figures', () => {
  it(
    'add up as shown: base + worn + consumable = total, and the chart’s shares make 100 %',
    async () => {
      const page = await openSignedIn();
      // Three lines of 100.4 g: rounded alone each shows 100 g while the total shows 301 g.
      const seeded = await seedLibrary(
        page.request,
        ['Shelter', 'Clothing', 'Food'],
        [
          { name: 'Tarp', grams: 100.4, category: 'Shelter' },
          { name: 'Buff', grams: 100.4, category: 'Clothing' },
          { name: 'Bar', grams: 100.4, category: 'Food' },
        ],
      );
      const packId = await seedPack(page.request, 'Sums');
      await seedLine(page.request, packId, { gearItemId: itemId(seeded, 'Tarp') });
      await seedLine(page.request, packId, { gearItemId: itemId(seeded, 'Buff'), worn: true });
      await seedLine(page.request, packId, { gearItemId: itemId(seeded, 'Bar'), consumable: true });
      await visit(page, `/packs/${packId}`, { waitFor: '.pack-chart-table' });

      const [base, worn, consumable, total, packWeight] = await Promise.all(
        ['Base weight', 'Worn', 'Consumable', 'Total', 'Pack weight'].map((label) =>
          figure(page, label),
        ),
      );
      expect(total).toBe('301 g');
      expect(amount(base ?? '') + amount(worn ?? '') + amount(consumable ?? '')).toBe(301);
      expect(amount(packWeight ?? '')).toBe(amount(base ?? '') + amount(consumable ?? ''));

      const rows = page.locator('.pack-chart-table tbody tr');
      // Each category weighs 33.3 % of the pack: the shares shown still make 100 %.
      const shares = await rows.locator('td:nth-of-type(2)').allInnerTexts();
      expect(shares.reduce((sum, text) => sum + amount(text), 0)).toBe(100);
      await checkAxe(page);
    },
    TIMEOUT_MS,
  );
});
