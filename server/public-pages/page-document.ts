import { headTags, type PageAssets, type PageHead } from './page-head.js';
import { jsonForScript } from './html-text.js';

/** The id client/public-main.tsx reads the page's data from (PAGE_DATA_ELEMENT_ID there). */
export const PAGE_DATA_ELEMENT_ID = 'public-page-data';

export interface DocumentParts {
  head: PageHead;
  assets: PageAssets;
  /** What React rendered, for inside <div id="root">. */
  body: string;
  /** What the page hydrates from, the same value `body` was rendered from; none: not hydrated. */
  data?: unknown;
}

/**
 * A whole server-rendered page: the head, the rendered page in #root (marked
 * data-server-rendered for the spec's start rule) and its data as JSON that no user text can
 * break out of (jsonForScript).
 */
export function pageDocument({ head, assets, body, data }: DocumentParts): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    headTags(head, assets),
    '</head>',
    '<body>',
    `<div id="root" data-server-rendered>${body}</div>`,
    ...(data === undefined
      ? []
      : [
          `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(data)}</script>`,
        ]),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** What answers when rendering fails: plain, with nothing to load (the renderer may be what failed). */
export const ERROR_DOCUMENT = [
  '<!doctype html>',
  '<html lang="en">',
  '<head>',
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="robots" content="noindex">',
  '<title>Something went wrong · Packtrail</title>',
  '</head>',
  '<body>',
  '<main><h1>Something went wrong</h1><p>This page could not be shown just now. Please try again in a moment.</p><p><a href="/">Packtrail</a></p></main>',
  '</body>',
  '</html>',
  '',
].join('\n');
