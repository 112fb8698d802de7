import type { PageAssets } from './page-head.js';

/** One chunk of a Vite manifest (build.manifest). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The public pages' entry in their build's manifest (vite.config.ts, mode 'public'). */
export const PUBLIC_ENTRY = 'public-main.tsx';
/** The start page's and /marketing's entry in theirs (mode 'site'). */
export const SITE_ENTRY = 'site-main.ts';

/**
 * The entry's script, the chunks it imports (all of them, to preload: each would otherwise be
 * found only once the one importing it has loaded) and the stylesheets of all, an imported
 * chunk's before its importer's (as Vite orders them in the HTML it writes), as site paths.
 */
export function publicAssets(manifest: ViteManifest, entryKey = PUBLIC_ENTRY): PageAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`The public pages' manifest has no entry ${entryKey}`);
  const preloads: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>([entryKey]);
  const visit = (keys: readonly string[]): void => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The public pages' manifest has no chunk ${key}`);
      preloads.push(chunk.file);
      visit(chunk.imports ?? []);
      for (const css of chunk.css ?? []) styles.add(css);
    }
  };
  visit(entry.imports ?? []);
  for (const css of entry.css ?? []) styles.add(css);
  const path = (file: string): string => `/${file}`;
  return { entry: path(entry.file), preloads: preloads.map(path), styles: [...styles].map(path) };
}
