import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { refusal } from '@test/support/http-refusal.js';
import { routeFileText } from './route-file-text.js';

const FIXTURES = new URL('../../../test/fixtures/gpx/', import.meta.url);
const ROUTE_FILES = readdirSync(FIXTURES).filter((name) => /\.(gpx|kml)$/.test(name));

const bytes = (text: string) => Buffer.from(text, 'utf8');

const gpx = (body: string) => `<?xml version="1.0"?>\n<gpx version="1.1" creator="t">${body}</gpx>`;

/** 10 MB of track points with elevation and time, as a GPS writes them (108,000 points). */
function tenMegabyteTrack(): string {
  const points: string[] = [];
  let length = 0;
  for (let i = 0; length < 10 * 1024 * 1024 - 200; i += 1) {
    const second = String(i % 60).padStart(2, '0');
    const point = `<trkpt lat="${(46 + i / 1e6).toFixed(6)}" lon="${(7 + i / 1e6).toFixed(6)}"><ele>${(1000 + (i % 1000) / 10).toFixed(1)}</ele><time>2024-07-01T08:00:${second}Z</time></trkpt>\n`;
    points.push(point);
    length += point.length;
  }
  return gpx(`<trk><trkseg>\n${points.join('')}</trkseg></trk>`);
}

describe('routeFileText: the first pass over the shape of a file', () => {
  it('refuses 400,000 nested track segments (6.8 MB) before any parser sees them', () => {
    const nested = gpx(`<trk>${'<trkseg>'.repeat(400_000)}${'</trkseg>'.repeat(400_000)}</trk>`);
    expect(refusal(() => routeFileText(bytes(nested)))).toMatchObject({
      status: 400,
      code: 'ROUTE_FILE_INVALID',
      message: 'The file nests its elements more than 64 deep, which no GPX or KML file needs',
      errors: [{ field: 'file' }],
    });
  });

  it('refuses nesting hidden behind "/>" and ">" inside quoted attribute values', () => {
    const hidden = gpx(`${'<trkseg name="/>" note=\'>\'>'.repeat(100)}${'</trkseg>'.repeat(100)}`);
    expect(refusal(() => routeFileText(bytes(hidden))).message).toMatch(/more than 64 deep/);
  });

  it('refuses millions of empty elements, more than any 10 MB route file holds', () => {
    const spam = gpx(`<trk><trkseg>${'<a/>'.repeat(2_600_000)}</trkseg></trk>`);
    expect(refusal(() => routeFileText(bytes(spam)))).toMatchObject({
      status: 400,
      code: 'ROUTE_FILE_INVALID',
      message:
        'The file holds more than 1,000,000 elements, more than any GPX or KML file of 10 MB has',
    });
  });

  it('refuses a comment left open, behind which a parser might read on', () => {
    expect(refusal(() => routeFileText(bytes(gpx('<!-- <trk>'))))).toMatchObject({
      code: 'ROUTE_FILE_INVALID',
      message: 'The file is not well-formed XML: a comment is never closed',
    });
  });

  it.each(ROUTE_FILES)('accepts the real file %s', (name) => {
    const file = readFileSync(new URL(name, FIXTURES));
    expect(routeFileText(file).length).toBeGreaterThan(0);
  });

  it('accepts a 10 MB track of 108,000 points with elevation and time', () => {
    const track = tenMegabyteTrack();
    expect(routeFileText(bytes(track))).toBe(track);
  });
});
