import { escapeHtml } from './html-text.js';

/** A link preview (Open Graph and Twitter card) of a page. */
export interface PagePreview {
  type: 'website' | 'profile' | 'article';
  title: string;
  description: string;
  /** Absolute: the canonical address. */
  url: string;
  image: { url: string; alt: string; width?: number; height?: number } | null;
  /** Twitter's summary_large_image card (the 1200 x 630 previews) rather than summary. */
  largeImage: boolean;
}

/** What a server-rendered page says about itself in its <head>. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute, with no query; null for the not-found page. */
  canonicalUrl: string | null;
  /** False: robots noindex (the meta tag here, the X-Robots-Tag header beside it). */
  indexable: boolean;
  preview: PagePreview | null;
}

/** The public pages' built client (client/public-main.tsx) as paths on this site. */
export interface PageAssets {
  entry: string;
  /** Chunks the entry imports, to fetch alongside it. */
  preloads: string[];
  styles: string[];
  /**
   * The theme's script and the stylesheets' text, written into the <head> instead of loaded:
   * each file was a request that held the first paint back. Without it, links as above.
   */
  inline?: { themeScript: string; css: string };
}

export const SITE_NAME = 'Packtrail';
/** The app's theme before the first paint (client/public/theme-init.js): no flash of light. */
const THEME_SCRIPT = '/theme-init.js';

const meta = (key: 'name' | 'property', name: string, content: string): string =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
const link = (rel: string, href: string, extra = ''): string =>
  `<link rel="${rel}" href="${escapeHtml(href)}"${extra}>`;

function previewTags(preview: PagePreview): string[] {
  const { image } = preview;
  const tags = [
    meta('property', 'og:type', preview.type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
  ];
  if (image) {
    tags.push(meta('property', 'og:image', image.url));
    if (image.width !== undefined && image.height !== undefined) {
      tags.push(
        meta('property', 'og:image:width', String(image.width)),
        meta('property', 'og:image:height', String(image.height)),
      );
    }
    tags.push(meta('property', 'og:image:alt', image.alt));
  }
  tags.push(
    meta('name', 'twitter:card', image && preview.largeImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
  );
  if (image) {
    tags.push(
      meta('name', 'twitter:image', image.url),
      meta('name', 'twitter:image:alt', image.alt),
    );
  }
  return tags;
}

/** The <head>'s content, one tag a line; every text in it escaped for HTML. */
export function headTags(head: PageHead, assets: PageAssets): string {
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (!head.indexable) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalUrl !== null) tags.push(link('canonical', head.canonicalUrl));
  if (head.preview) tags.push(...previewTags(head.preview));
  tags.push(
    '<meta name="color-scheme" content="light dark">',
    '<meta name="theme-color" content="#FFFFFF">',
    link('icon', '/favicon.svg', ' type="image/svg+xml"'),
    ...(assets.inline
      ? [`<script>${assets.inline.themeScript}</script>`, `<style>${assets.inline.css}</style>`]
      : [
          `<script src="${THEME_SCRIPT}"></script>`,
          ...assets.styles.map((href) => link('stylesheet', href)),
        ]),
    ...assets.preloads.map((href) => link('modulepreload', href)),
    `<script type="module" src="${escapeHtml(assets.entry)}"></script>`,
  );
  return tags.join('\n');
}
