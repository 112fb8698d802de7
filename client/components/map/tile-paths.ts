/**
 * The tile proxy's addresses, in a module of their own (no SWR, no fetcher): the public pages'
 * entry asks for the sources early with no more code than this.
 */
export const TILE_SOURCES_PATH = '/api/tiles';

/** Where the page asks for a source's tile: always the app's own tile proxy. */
export const tileUrlTemplate = (sourceId: string): string =>
  `${TILE_SOURCES_PATH}/${encodeURIComponent(sourceId)}/{z}/{x}/{y}`;

export const tileUrl = (sourceId: string, z: number, x: number, y: number): string =>
  `${TILE_SOURCES_PATH}/${encodeURIComponent(sourceId)}/${z}/${x}/${y}`;
