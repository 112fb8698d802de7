import type { Page } from 'playwright-core';
import { openPage } from './support/browser.js';
import { signedInState } from './support/auth.js';
import type { Seeded } from './packs-support.js';

/**
 * Accounts and seeded ids for the pack-page-lighterpack-*.test.ts files: each test signs up its
 * own account.
 */

export const TIMEOUT_MS = 120_000;

export async function openSignedIn(options: Parameters<typeof openPage>[0] = {}): Promise<Page> {
  const storageState = await signedInState({ givenName: 'Lou', familyName: 'Ridge' });
  return openPage({ reducedMotion: 'reduce', ...options, storageState });
}

export const idOf = (seeded: Seeded, name: string): string => {
  const id = seeded.items.get(name);
  if (!id) throw new Error(`No seeded item ${name}`);
  return id;
};
