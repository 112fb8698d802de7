import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import { takePrefetched } from '@client/lib/prefetched-reads';
import type { ApiSchema } from '@client/lib/api/schema';
import { TILE_SOURCES_PATH } from './tile-paths';

export { TILE_SOURCES_PATH, tileUrl, tileUrlTemplate } from './tile-paths';

/** A configured tile source, as GET /api/tiles answers it. */
export type TileSource = ApiSchema<'TileSourceResponseDto'>;

/** The configured sources: they change only with the server's configuration. */
export function useTileSources() {
  return useSWR<TileSource[], unknown>(
    TILE_SOURCES_PATH,
    () => takePrefetched(TILE_SOURCES_PATH, () => apiFetch<TileSource[]>(TILE_SOURCES_PATH)),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
    },
  );
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

// Names in an attribution that get a link to their licence page (the text stays the server's).
const LINKS: [name: string, href: string][] = [
  ['OpenStreetMap', 'https://www.openstreetmap.org/copyright'],
];

/**
 * A source's attribution as Leaflet's attribution control takes it (HTML): the server's plain
 * text escaped, with "OpenStreetMap" linked to its copyright page as the OSM licence asks.
 */
export function attributionHtml(text: string): string {
  let html = escapeHtml(text);
  for (const [name, href] of LINKS) {
    html = html.replace(name, `<a href="${href}" rel="noopener noreferrer">${name}</a>`);
  }
  return html;
}
