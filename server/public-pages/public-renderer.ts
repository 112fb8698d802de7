import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from '@server/common/package-root.js';
import { themeScript } from '@server/common/theme-script.js';
import type { PageAssets } from './page-head.js';
import { publicAssets, type ViteManifest } from './public-assets.js';
import type { PublicPageData } from './public-page-data.js';

/** Where `npm run build:client` puts the server's renderer and the public pages' manifest. */
export const SSR_BUNDLE = join('dist', 'ssr', 'public-render.js');
export const PUBLIC_MANIFEST = join('dist', 'client', '.vite', 'public-manifest.json');

/** The server's half of the public pages: React's rendering and the browser entry's files. */
export interface PublicRenderer {
  /** The page's HTML, for inside <div id="root">. */
  render(page: PublicPageData): string;
  assets: PageAssets;
}

export class RendererNotBuiltError extends Error {
  constructor(missing: string[]) {
    super(
      `The public pages' server renderer is not built (${missing.join(' and ')} missing): run \`npm run build:client\`.`,
    );
  }
}

interface RenderModule {
  renderPublicPage(page: PublicPageData): string;
}

const isRenderModule = (value: unknown): value is RenderModule =>
  typeof (value as Partial<RenderModule> | null)?.renderPublicPage === 'function';

/** Loads dist/ssr/public-render.js (client/public-render.tsx, built) and the manifest. */
export async function loadPublicRenderer(root = packageRoot()): Promise<PublicRenderer> {
  const bundle = join(root, SSR_BUNDLE);
  const manifest = join(root, PUBLIC_MANIFEST);
  const missing = [bundle, manifest].filter((file) => !existsSync(file));
  if (missing.length > 0) throw new RendererNotBuiltError(missing);
  const loaded: unknown = await import(pathToFileURL(bundle).href);
  if (!isRenderModule(loaded)) throw new Error(`${bundle} exports no renderPublicPage`);
  const assets = publicAssets(JSON.parse(await readFile(manifest, 'utf8')) as ViteManifest);
  const css = (
    await Promise.all(
      assets.styles.map((href) => readFile(join(root, 'dist', 'client', href), 'utf8')),
    )
  ).join('\n');
  // Our own build's CSS; were it ever to hold the tag's end, the page links it instead.
  if (!/<\/style/i.test(css)) assets.inline = { themeScript: themeScript(root).text, css };
  return { render: (page) => loaded.renderPublicPage(page), assets };
}
