import type { Page } from 'playwright-core';
import { routeChunk } from './support/browser.js';

/**
 * What the prefetch-*.test.ts files share: they test that a screen's code and data are asked
 * for early (on intent, or beside the screen's code), split by topic so that neither file
 * comes near the suite's 60 s limit on a busy machine.
 */

/** The packs list's route chunk. */
export const PACKS_CHUNK = routeChunk('packs-route');

/** The path the page shows. */
export const pathname = (page: Page) => new URL(page.url()).pathname;
