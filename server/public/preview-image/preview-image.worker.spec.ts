import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { fixturePack, fixtureTrip, HOSTILE_NAMES } from '@test/support/preview-fixtures.js';
import { CARD_HEIGHT, CARD_WIDTH, packCard, tripCard } from './preview-card.js';
import { previewLayout } from './preview-layout.js';
import { renderPreviewPng, woffToSfnt } from './preview-image.worker.js';

/** With PREVIEW_IMAGES=1 the images are written to test-results/preview-images/ to look at. */
function keep(name: string, png: Uint8Array): void {
  if (!process.env.PREVIEW_IMAGES) return;
  mkdirSync('test-results/preview-images', { recursive: true });
  writeFileSync(`test-results/preview-images/${name}.png`, png);
}

const render = (tree: unknown) => renderPreviewPng(tree, CARD_WIDTH, CARD_HEIGHT);

/** Distinct colours among a sample of pixels: a blank or flat image has one or two. */
function colours(png: Uint8Array): number {
  const image = decode(png);
  const seen = new Set<string>();
  const channels = image.channels;
  for (let i = 0; i < image.data.length; i += channels * 97) {
    seen.add(Array.from(image.data.slice(i, i + channels)).join(','));
  }
  return seen.size;
}

describe('renderPreviewPng', () => {
  it('draws a pack card as a 1200 x 630 PNG', async () => {
    const png = await render(previewLayout(packCard(fixturePack())));
    keep('pack', png);
    const image = decode(png);
    expect([image.width, image.height]).toEqual([1200, 630]);
    expect(colours(png)).toBeGreaterThan(10);
  }, 30_000);

  it('draws a trip card with its route, and one without', async () => {
    const png = await render(previewLayout(tripCard(fixtureTrip())));
    keep('trip', png);
    expect(decode(png).width).toBe(1200);
    const plain = await render(previewLayout(tripCard(fixtureTrip({ route: null }))));
    keep('trip-no-route', plain);
    expect(decode(plain).height).toBe(630);
  }, 30_000);

  it('draws hostile names as text, without error', async () => {
    for (const [i, name] of HOSTILE_NAMES.entries()) {
      const pack = await render(previewLayout(packCard(fixturePack({ name }))));
      keep(`pack-hostile-${i}`, pack);
      expect(decode(pack).width).toBe(1200);
      const trip = await render(
        previewLayout(tripCard(fixtureTrip({ name, owner: { username: 'x', displayName: name } }))),
      );
      keep(`trip-hostile-${i}`, trip);
      expect(decode(trip).width).toBe(1200);
    }
  }, 60_000);
});

describe('woffToSfnt', () => {
  it('unwraps a WOFF font into the TrueType font it holds, every table inflated', () => {
    const file = createRequire(import.meta.url).resolve(
      '@fontsource/inter/files/inter-latin-400-normal.woff',
    );
    const woff = readFileSync(file);
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    // WOFF's header says how large the font it wraps is.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    expect(woffToSfnt(sfnt)).toBe(sfnt);
  });
});
