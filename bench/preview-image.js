/**
 * Preview images (issue 14): milliseconds per 1200 x 630 PNG of a public pack and trip, drawn
 * by the production build's renderer (satori + resvg's WebAssembly build on its worker
 * thread): the first image of a new worker (WebAssembly compiled, fonts read), a drawing with
 * the worker warm, and an answer from the cache. Prints figures only.
 *
 *   npm run build:server && node bench/preview-image.js
 */
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/server/public/preview-image/', import.meta.url));
const { PreviewRenderer } = await import(`${dist}preview-renderer.js`);
const { PreviewImageCache } = await import(`${dist}preview-cache.js`);
const { packCard, tripCard, previewCardVersion } = await import(`${dist}preview-card.js`);
const { previewLayout } = await import(`${dist}preview-layout.js`);

const owner = { username: 'ada', displayName: 'Ada L.' };
const colours = ['#2f855a', '#3182ce', '#dd6b20', '#805ad5', '#d69e2e', '#319795', '#e53e3e'];
const pack = {
  owner,
  name: 'Sierra High Route, September',
  weightUnit: 'kg',
  weightScale: 'auto',
  categories: colours.map((color, i) => ({
    name: `Category ${i + 1}`,
    color,
    totals: { baseMg: 1_200_000 - i * 150_000 },
  })),
  totals: { baseMg: 5_250_000, totalMg: 7_310_000, itemCount: 43 },
};
/** A 20,000-point route in two segments: the outline is simplified to 400 points. */
const points = Array.from({ length: 20_000 }, (_, i) => {
  const t = i / 19_999;
  return [46.45 + 0.09 * t + 0.012 * Math.sin(t * 19), 7.95 + 0.16 * Math.sin(t * 3.2), 1500];
});
const trip = {
  owner,
  name: 'Bernese Oberland traverse',
  activity: 'backpacking',
  startDate: '2025-07-14',
  endDate: '2025-07-16',
  days: 3,
  route: { points, segmentStarts: [7000], distanceM: 42_318, gainM: 2_846 },
};

const renderer = new PreviewRenderer();
const cache = new PreviewImageCache(32 * 1024 * 1024);
const RUNS = 20;

/** Milliseconds of one call. */
async function time(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** What the service does for a request: the card, its hash, the cache, the drawing. */
const image = (card) =>
  cache.get(previewCardVersion(card), () => renderer.render(previewLayout(card)));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const cold = await time(() => renderer.render(previewLayout(packCard(pack))));
  const rows = [];
  for (const [kind, source, make] of [
    ['pack', pack, packCard],
    ['trip', trip, tripCard],
  ]) {
    const drawn = [];
    for (let i = 0; i < RUNS; i++) {
      // A new name each time: a miss, drawn by the warm worker.
      drawn.push(await time(() => image(make({ ...source, name: `${source.name} ${kind} ${i}` }))));
    }
    const hits = [];
    for (let i = 0; i < RUNS; i++) hits.push(await time(() => image(make(source))));
    rows.push([kind, median(drawn), median(hits.slice(1))]);
  }
  console.log(
    `preview image, first of a new worker (WebAssembly and fonts): ${cold.toFixed(0)} ms`,
  );
  for (const [kind, drawn, hit] of rows) {
    console.log(
      `preview image, ${kind}: ${drawn.toFixed(1)} ms drawn (warm worker, median of ${RUNS}), ` +
        `${hit.toFixed(2)} ms cached (card, hash and lookup)`,
    );
  }
} finally {
  await renderer.onModuleDestroy();
}
