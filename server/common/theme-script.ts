import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from './package-root.js';

/** A script written into a page rather than loaded, with the hash the CSP allows it by. */
export interface InlineScript {
  text: string;
  /** `sha256-…`, as a CSP source expression takes it (between single quotes). */
  hash: string;
}

/** The built copy (what the image ships), else the source Vite copies it from. */
const THEME_SCRIPT_FILES = [
  join('dist', 'client', 'theme-init.js'),
  join('client', 'public', 'theme-init.js'),
];

let loaded: InlineScript | undefined;

/**
 * The app's theme before the first paint (client/public/theme-init.js), to write into the
 * server-rendered pages' <head>: loaded from its own file it was a request that held the first
 * paint back (a round trip on a phone's connection). Read once.
 */
export function themeScript(root: string = packageRoot()): InlineScript {
  if (loaded) return loaded;
  const file = THEME_SCRIPT_FILES.map((path) => join(root, path)).find((path) => existsSync(path));
  if (!file) throw new Error(`No theme script in ${root} (${THEME_SCRIPT_FILES.join(' or ')})`);
  const text = readFileSync(file, 'utf8');
  loaded = { text, hash: `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}` };
  return loaded;
}
