import type { Page } from 'playwright-core';
import { openPage, visit, type OpenPageOptions } from './support/browser.js';
import { signedInState, type StorageState } from './support/auth.js';
import { seedLibrary, seedLine, seedPack, type Seeded } from './packs-support.js';

/**
 * Accounts, a seeded library and pack, and the pack page (/packs/{id}) for the
 * pack-editor-*.test.ts files. Each test signs up its own account, so every library starts empty.
 */

export const LINE = /^\/api\/packs\/[^/]+\/lines\/[^/]+$/;
export const LAYOUT = /^\/api\/packs\/[^/]+\/layout$/;
/** Each test signs up and builds its pack through the API: slow on a loaded machine. */
export const TIMEOUT_MS = 90_000;

function freshAccount(): Promise<StorageState> {
  return signedInState({ givenName: 'Fern', familyName: 'Cairn' });
}

/** A page signed in as a new user; reduced motion, so the chart draws its final shape at once. */
export async function openSignedIn(options: OpenPageOptions = {}): Promise<Page> {
  return openPage({ reducedMotion: 'reduce', ...options, storageState: await freshAccount() });
}

export async function showPack(page: Page, packId: string, waitFor = '.pack-side') {
  await visit(page, `/packs/${packId}`, { waitFor });
}

/** Shelter: Tent 850 g, Stakes 8 g; Clothing: Socks 60 g; Cook: Stove 73 g, Pot 120 g. */
export async function seedGear(page: Page): Promise<Seeded> {
  return seedLibrary(
    page.request,
    ['Shelter', 'Clothing', 'Cook'],
    [
      { name: 'Tent', grams: 850, category: 'Shelter', brand: 'Tarptent' },
      { name: 'Stakes', grams: 8, category: 'Shelter' },
      { name: 'Socks', grams: 60, category: 'Clothing' },
      { name: 'Stove', grams: 73, category: 'Cook' },
      { name: 'Pot', grams: 120, category: 'Cook' },
    ],
  );
}

export const idOf = (seeded: Seeded, name: string): string => {
  const id = seeded.items.get(name);
  if (!id) throw new Error(`No seeded item ${name}`);
  return id;
};

/** A pack holding Tent and Socks (quantity 1, no flags). */
export async function tentAndSocks(page: Page): Promise<{ packId: string; seeded: Seeded }> {
  const seeded = await seedGear(page);
  const packId = await seedPack(page.request, 'Weekend');
  await seedLine(page.request, packId, { gearItemId: idOf(seeded, 'Tent') });
  await seedLine(page.request, packId, { gearItemId: idOf(seeded, 'Socks') });
  return { packId, seeded };
}

export const focusedLabel = (page: Page) =>
  page.evaluate<string | null>('document.activeElement?.getAttribute("aria-label") ?? null');
