/**
 * Draws preview images in a worker thread: satori lays the card's tree out into an SVG (text as
 * paths), resvg's WebAssembly build turns the SVG into a PNG. Both take tens of milliseconds of
 * CPU (the first image several hundred, reading the fonts), which on the main thread would
 * stall every other request. No native addon: both are JavaScript and WebAssembly.
 *
 * The worker lives on between images: resvg's WebAssembly is compiled and the fonts are read
 * once, on the first image. Kept to erasable TypeScript and package imports only, so Node runs
 * this file as it is from the sources (in tests) as well as compiled (in dist).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { isMainThread, parentPort } from 'node:worker_threads';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori, { type Font } from 'satori';

/** One image to draw: the tree of preview-layout.ts and the image's size. */
export interface PreviewRenderRequest {
  id: number;
  tree: unknown;
  width: number;
  height: number;
}

export type PreviewRenderReply =
  { id: number; ok: true; png: Uint8Array } | { id: number; ok: false; message: string };

const require = createRequire(import.meta.url);

/** The folder of an installed font package's files (read from node_modules at run time). */
const fontFiles = (pkg: string): string =>
  join(dirname(require.resolve(`${pkg}/package.json`)), 'files');

type Weight = 400 | 600 | 700 | 800;

/**
 * A WOFF 1.0 font as the TrueType/OpenType font it wraps: each table inflated once here, as
 * the worker starts, instead of by the font parsers on the images that first use the font.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const size = 12 + 16 * count + tables.reduce((sum, { data }) => sum + padded(data.length), 0);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = 12 + 16 * count;
  tables.forEach(({ tag, checksum, data }, i) => {
    const record = 12 + 16 * i;
    sfnt.writeUInt32BE(tag, record);
    sfnt.writeUInt32BE(checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(data.length, record + 12);
    data.copy(sfnt, offset);
    offset += padded(data.length);
  });
  return sfnt;
}

/**
 * Inter (SIL Open Font License 1.1, @fontsource/inter) in each of its scripts, and Noto for
 * Hebrew, Arabic and emoji (the same licence) so names in those are drawn rather than boxes.
 * WOFF, which satori reads (not WOFF2). Only the Latin Inter is named "Inter": a font of the
 * same name and weight replaces the one before it, so the other scripts have names of their
 * own, and satori falls back to whichever loaded font has a glyph.
 */
function loadFonts(): Font[] {
  const fonts: Font[] = [];
  const add = (name: string, file: string, weight: Weight) =>
    fonts.push({ name, data: woffToSfnt(readFileSync(file)), weight, style: 'normal' });
  const inter = fontFiles('@fontsource/inter');
  const interSubsets = [
    'latin',
    'latin-ext',
    'greek',
    'greek-ext',
    'cyrillic',
    'cyrillic-ext',
    'vietnamese',
  ];
  const weights: Weight[] = [400, 600, 700, 800];
  for (const subset of interSubsets) {
    const name = subset === 'latin' ? 'Inter' : `Inter ${subset}`;
    for (const weight of weights)
      add(name, join(inter, `inter-${subset}-${weight}-normal.woff`), weight);
  }
  for (const [pkg, script] of [
    ['@fontsource/noto-sans-hebrew', 'hebrew'],
    ['@fontsource/noto-sans-arabic', 'arabic'],
  ] as const) {
    const dir = fontFiles(pkg);
    for (const weight of [400, 700] as const) {
      add(
        `Noto Sans ${script}`,
        join(dir, `${pkg.slice('@fontsource/'.length)}-${script}-${weight}-normal.woff`),
        weight,
      );
    }
  }
  const emoji = fontFiles('@fontsource/noto-emoji');
  for (const file of readdirSync(emoji)
    .filter((name) => /^noto-emoji-.+-400-normal\.woff$/.test(name))
    .sort()) {
    add(`Noto Emoji ${file}`, join(emoji, file), 400);
  }
  return fonts;
}

let ready: Promise<Font[]> | undefined;

/** resvg's WebAssembly and the fonts, once per worker. */
function prepare(): Promise<Font[]> {
  ready ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))).then(() =>
    loadFonts(),
  );
  return ready;
}

/** The PNG of a tree (exported for the tests, which draw on their own thread). */
export async function renderPreviewPng(
  tree: unknown,
  width: number,
  height: number,
): Promise<Uint8Array> {
  const fonts = await prepare();
  const svg = await satori(tree as Parameters<typeof satori>[0], { width, height, fonts });
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on('message', ({ id, tree, width, height }: PreviewRenderRequest) => {
    renderPreviewPng(tree, width, height).then(
      (png) => port.postMessage({ id, ok: true, png } satisfies PreviewRenderReply),
      (error: unknown) =>
        port.postMessage({
          id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        } satisfies PreviewRenderReply),
    );
  });
}
