import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WorkerMemory } from '@server/common/worker-memory.js';
import type { AppConfig } from '@server/config/app-config.js';
import { routeFileHeapMb, RouteFileReader } from './route-file-reader.js';
import type { RouteXml } from './route-file.worker.js';
import { RouteXmlParser } from './route-xml-parser.js';

const MB = 1024 * 1024;

/** A GPX track of `points` points, each with an elevation and a time (about 100 bytes a point). */
function trackGpx(points: number): string {
  const lines = Array.from(
    { length: points },
    (_, i) =>
      `<trkpt lat="${(46 + i * 1e-5).toFixed(6)}" lon="${(7 + i * 1e-5).toFixed(6)}">` +
      `<ele>${1000 + (i % 500)}.0</ele><time>2026-08-14T08:00:00Z</time></trkpt>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>\n' +
    `${lines.join('\n')}\n</trkseg></trk></gpx>\n`
  );
}

/** A file of just under `mb` MB that the first pass lets through: two points, a long desc. */
const paddedGpx = (mb: number) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">' +
  `<metadata><desc>${'x'.repeat(mb * MB - 300)}</desc></metadata><trk><trkseg>` +
  '<trkpt lat="46.1" lon="7.1"/><trkpt lat="46.2" lon="7.2"/></trkseg></trk></gpx>';

const upload = (text: string, originalname = 'route.gpx') => {
  const buffer = Buffer.from(text, 'utf8');
  return { buffer, size: buffer.length, originalname };
};

/** A reader whose workers' memory is `workersMb`, a file's heap at most `fileMb`. */
function readerOf(parser: RouteXmlParser, workersMb: number, fileMb = 512) {
  const config = { WORKER_MEMORY_MB: workersMb, ROUTE_FILE_READER_MEMORY_MB: fileMb } as AppConfig;
  return new RouteFileReader(parser, new WorkerMemory(config), config);
}

/** What the worker would answer for any file: a track of two points. */
const TWO_POINTS: RouteXml = {
  format: 'gpx',
  name: null,
  writtenDates: null,
  description: null,
  trackType: null,
  features: [
    {
      type: 'Feature',
      properties: { _gpxType: 'trk' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [7.1, 46.1],
          [7.2, 46.2],
        ],
      },
    },
  ],
};

/** A parser whose parses end when the test says, noting the heap each was given. */
class HeldParser extends RouteXmlParser {
  readonly started: { heapMb: number; finish: () => void }[] = [];

  override parse(_text: string, heapMb = 0): Promise<RouteXml> {
    return new Promise((resolve) => {
      this.started.push({ heapMb, finish: () => resolve(TWO_POINTS) });
    });
  }
}

describe('routeFileHeapMb', () => {
  it('gives a file 64 MB and 56 MB per MB of its text, never more than the budget', () => {
    expect(routeFileHeapMb(1_000, 512)).toBe(65);
    expect(routeFileHeapMb(1 * MB, 512)).toBe(120);
    expect(routeFileHeapMb(4.6 * MB, 512)).toBe(322);
    expect(routeFileHeapMb(10 * MB, 512)).toBe(512);
    expect(routeFileHeapMb(10 * MB, 1024)).toBe(624);
  });
});

describe('RouteFileReader and its memory budget', () => {
  it('takes the default budget, 640 MB, and a heap of at most 512 MB a file, without a configuration', () => {
    const reader = new RouteFileReader(new HeldParser());
    expect(reader.memory.totalMb).toBe(640);
    expect(reader.heapLimitMb).toBe(512);
  });

  it('gives a file no larger a heap than the workers have together', () => {
    expect(readerOf(new HeldParser(), 300).heapLimitMb).toBe(300);
  });

  it('waits while other workers (a photo) hold the memory its heap needs', async () => {
    const parser = new HeldParser();
    const reader = readerOf(parser, 300);
    const photo = await reader.memory.acquire(250);
    const reading = reader.read('owner', upload(paddedGpx(1)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(parser.started).toHaveLength(0);

    photo();
    await expect.poll(() => parser.started.length).toBe(1);
    expect(reader.memory.inUseMb).toBe(120);
    parser.started[0]!.finish();
    await reading;
    expect(reader.memory.inUseMb).toBe(0);
  });

  it('reads two files at once while their heaps fit the budget, and holds a third back', async () => {
    const parser = new HeldParser();
    const reader = readerOf(parser, 300);
    // 120 MB and 120 MB fit in 300; a third of 120 MB waits for one of them.
    const first = reader.read('first', upload(paddedGpx(1)));
    const second = reader.read('second', upload(paddedGpx(1)));
    await expect.poll(() => parser.started.length).toBe(2);
    expect(parser.started.map(({ heapMb }) => heapMb)).toEqual([120, 120]);

    parser.started[0]!.finish();
    await first;
    const third = reader.read('first', upload(paddedGpx(1)));
    await expect.poll(() => parser.started.length).toBe(3);
    expect(reader.memory.inUseMb).toBe(240);
    parser.started[1]!.finish();
    parser.started[2]!.finish();
    await Promise.all([second, third]);
    expect(reader.memory.inUseMb).toBe(0);
  });

  it('lets a file wait for memory when its heap would not fit beside the one being read', async () => {
    const parser = new HeldParser();
    const reader = readerOf(parser, 200);
    const large = reader.read('first', upload(paddedGpx(2)));
    await expect.poll(() => parser.started.length).toBe(1);
    expect(parser.started[0]!.heapMb).toBe(176);

    // Another user's file has a worker free, but its 120 MB do not fit beside the 176.
    const small = reader.read('second', upload(paddedGpx(1)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(parser.started).toHaveLength(1);
    parser.started[0]!.finish();
    await large;
    await expect.poll(() => parser.started.length).toBe(2);
    parser.started[1]!.finish();
    await small;
  });

  // 30 s: a worker grows to its limit and another reads a file, seconds on a busy machine.
  it('refuses a file whose worker reaches its heap limit with a 400, and reads the next file', async () => {
    // 25,000 points (2.4 MB) need about 128 MB of heap; the whole budget here is 64.
    const reader = readerOf(new RouteXmlParser(), 64);
    await expect(reader.read('owner', upload(trackGpx(25_000)))).rejects.toMatchObject({
      status: 400,
      response: {
        code: 'ROUTE_FILE_INVALID',
        message: 'The file needs more memory to read than an import may use',
        errors: [{ field: 'file' }],
      },
    });
    expect(reader.memory.inUseMb).toBe(0);

    const fixture = readFileSync(new URL('../../../test/fixtures/gpx/run.gpx', import.meta.url));
    const file = await reader.read('owner', {
      ...upload(''),
      buffer: fixture,
      size: fixture.length,
    });
    expect(file.points).toHaveLength(206);
  }, 30_000);
});
