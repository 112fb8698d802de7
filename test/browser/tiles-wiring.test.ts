import { describe, expect, inject, it } from 'vitest';

/**
 * The suite's server takes its map tiles from the tile stand-in the global setup started, so
 * every map a browser test opens is drawn from 127.0.0.1 through the app's own /api/tiles.
 */
describe('the browser suite’s map tiles', () => {
  const baseURL = inject('baseURL');

  it.each(['standard', 'satellite', 'elevation'])(
    'serves %s tiles from the stand-in',
    async (source) => {
      const response = await fetch(`${baseURL}/api/tiles/${source}/12/2013/1292`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    },
  );
});
