import type { Page } from 'playwright-core';
import { openPage, type OpenPageOptions } from './support/browser.js';
import { signedInState } from './support/auth.js';

/** The account of the trips-detail-*.test.ts files: each test signs up its own. */

export async function openSignedIn(options: OpenPageOptions = {}): Promise<Page> {
  const storageState = await signedInState({ givenName: 'Ffion', familyName: 'Hill' });
  return openPage({ ...options, storageState });
}
