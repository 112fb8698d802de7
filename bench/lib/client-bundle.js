import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * One built client file under dist/client/assets.
 *
 * @typedef {object} BundleFile
 * @property {string} file Name under dist/client/assets, e.g. `index-ZGuHaFo8.js`.
 * @property {number} bytes Size on disk.
 * @property {number} gzipBytes Size after zlib.gzipSync at the default level.
 * @property {'entry' | 'preload' | 'lazy'} load `entry`: the module index.html loads (or its
 *   stylesheet); `preload`: named by a modulepreload link in index.html; `lazy`: loaded on demand.
 */

/**
 * @typedef {object} BundleReport
 * @property {BundleFile[]} js Sorted by gzipped size, largest first.
 * @property {BundleFile[]} css Sorted by gzipped size, largest first.
 * @property {string[]} entry Asset names index.html references directly.
 * @property {{ jsBytes: number, jsGzipBytes: number, cssBytes: number, cssGzipBytes: number,
 *   initialJsGzipBytes: number }} totals `initialJsGzipBytes`: entry plus preloaded JS.
 */

/**
 * Measures every `.js` and `.css` file in `<clientDir>/assets` (source maps are skipped) and
 * marks the ones `<clientDir>/index.html` loads up front.
 *
 * @param {string} clientDir dist/client
 * @returns {Promise<BundleReport>}
 */
export async function measureClientBundle(clientDir) {
  const assetsDir = join(clientDir, 'assets');
  const html = await readFile(join(clientDir, 'index.html'), 'utf8');
  const { entry, preload } = referencedAssets(html);

  const names = (await readdir(assetsDir)).filter((name) =>
    ['.js', '.css'].includes(extname(name)),
  );
  /** @type {BundleFile[]} */
  const files = await Promise.all(
    names.map(async (file) => {
      const content = await readFile(join(assetsDir, file));
      /** @type {BundleFile['load']} */
      const load = entry.includes(file) ? 'entry' : preload.includes(file) ? 'preload' : 'lazy';
      return { file, bytes: content.length, gzipBytes: gzipSync(content).length, load };
    }),
  );
  files.sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file));

  const js = files.filter((f) => f.file.endsWith('.js'));
  const css = files.filter((f) => f.file.endsWith('.css'));
  /** @param {BundleFile[]} list @param {'bytes' | 'gzipBytes'} key */
  const sum = (list, key) => list.reduce((total, f) => total + f[key], 0);
  return {
    js,
    css,
    entry,
    totals: {
      jsBytes: sum(js, 'bytes'),
      jsGzipBytes: sum(js, 'gzipBytes'),
      cssBytes: sum(css, 'bytes'),
      cssGzipBytes: sum(css, 'gzipBytes'),
      initialJsGzipBytes: sum(
        js.filter((f) => f.load !== 'lazy'),
        'gzipBytes',
      ),
    },
  };
}

/**
 * Asset names (under /assets/) that index.html loads: module scripts and stylesheets are the
 * entry, modulepreload links are preloads.
 *
 * @param {string} html
 * @returns {{ entry: string[], preload: string[] }}
 */
export function referencedAssets(html) {
  /** @type {string[]} */
  const entry = [];
  /** @type {string[]} */
  const preload = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const url = /\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    const file = url?.match(/(?:^|\/)assets\/([^/?#]+)$/)?.[1];
    if (file === undefined) continue;
    if (/\brel\s*=\s*["']?modulepreload/i.test(tag)) preload.push(file);
    else if (/^<script\b/i.test(tag) || /\brel\s*=\s*["']?stylesheet/i.test(tag)) entry.push(file);
  }
  return { entry, preload };
}
