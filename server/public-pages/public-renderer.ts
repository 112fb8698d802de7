import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from '@server/common/package-root.js';
import { themeScript } from '@server/common/theme-script.js';
import type { PageAssets } from './page-head.js';
import { publicAssets, SITE_ENTRY, type ViteManifest } from './public-assets.js';
import type { PublicPageData, SitePageKind } from './public-page-data.js';

/** Where `npm run build:client` puts the server's renderer and the public pages' manifest. */
export const SSR_BUNDLE = join('dist', 'ssr', 'public-render.js');
export const PUBLIC_MANIFEST = join('dist', 'client', '.vite', 'public-manifest.json');
export const SITE_MANIFEST = join('dist', 'client', '.vite', 'site-manifest.json');

/** The server's half of the public pages: React's rendering and the browser entry's files. */
export interface PublicRenderer {
  /** The page's HTML, for inside <div id="root">. */
  render(page: PublicPageData): string;
  assets: PageAssets;
  /** The start page or /marketing, for inside <div id="root">. */
  renderSite(kind: SitePageKind): string;
  /** Their script (client/site-main.ts) and stylesheets. */
  siteAssets: PageAssets;
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
  renderSitePage(kind: SitePageKind): string;
}

const isRenderModule = (value: unknown): value is RenderModule => {
  const module = value as Partial<RenderModule> | null;
  return (
    typeof module?.renderPublicPage === 'function' && typeof module.renderSitePage === 'function'
  );
};

/**
 * An entry's files from its build's manifest, with its stylesheets' text and the theme's script
 * to inline (our own build's CSS; were it ever to hold the tag's end, the page links it instead).
 */
async function entryAssets(
  root: string,
  manifestFile: string,
  entry?: string,
): Promise<PageAssets> {
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as ViteManifest;
  const assets = publicAssets(manifest, entry);
  const css = (
    await Promise.all(
      assets.styles.map((href) => readFile(join(root, 'dist', 'client', href), 'utf8')),
    )
  ).join('\n');
  if (!/<\/style/i.test(css)) assets.inline = { themeScript: themeScript(root).text, css };
  return assets;
}

/** Loads dist/ssr/public-render.js (client/public-render.tsx, built) and the manifests. */
export async function loadPublicRenderer(root = packageRoot()): Promise<PublicRenderer> {
  const bundle = join(root, SSR_BUNDLE);
  const manifest = join(root, PUBLIC_MANIFEST);
  const siteManifest = join(root, SITE_MANIFEST);
  const missing = [bundle, manifest, siteManifest].filter((file) => !existsSync(file));
  if (missing.length > 0) throw new RendererNotBuiltError(missing);
  const loaded: unknown = await import(pathToFileURL(bundle).href);
  if (!isRenderModule(loaded)) throw new Error(`${bundle} exports no renderPublicPage`);
  const [assets, siteAssets] = await Promise.all([
    entryAssets(root, manifest),
    entryAssets(root, siteManifest, SITE_ENTRY),
  ]);
  return {
    render: (page) => loaded.renderPublicPage(page),
    assets,
    renderSite: (kind) => loaded.renderSitePage(kind),
    siteAssets,
  };
}
