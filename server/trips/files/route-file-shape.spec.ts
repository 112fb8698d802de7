import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MAX_ROUTE_FILE_DEPTH,
  MAX_ROUTE_FILE_ELEMENTS,
  routeFileShape,
} from './route-file-shape.js';

const FIXTURES = new URL('../../../test/fixtures/gpx/', import.meta.url);
const ROUTE_FILES = readdirSync(FIXTURES).filter((name) => /\.(gpx|kml)$/.test(name));

describe('routeFileShape', () => {
  it('measures the real files within the figures the limits were chosen from', () => {
    const shapes = ROUTE_FILES.map((name) =>
      routeFileShape(readFileSync(new URL(name, FIXTURES), 'utf8')),
    );
    expect(Math.max(...shapes.map((shape) => shape.depth))).toBe(7);
    expect(Math.max(...shapes.map((shape) => shape.elements))).toBe(7445);
    expect(MAX_ROUTE_FILE_DEPTH).toBeGreaterThan(7 * 8);
    expect(MAX_ROUTE_FILE_ELEMENTS).toBeGreaterThan(7445 * 100);
  });

  it('counts elements and depth, self-closing ones included', () => {
    expect(routeFileShape('<gpx><wpt lat="1" lon="2"/><trk><trkseg></trkseg></trk></gpx>')).toEqual(
      {
        depth: 3,
        elements: 4,
      },
    );
  });

  it('leaves out what comments, CDATA sections, processing instructions and values hold', () => {
    const text =
      '<?xml version="1.0"?><gpx><!-- <a><b> --><desc><![CDATA[<c><d>]]></desc>' +
      '<?pi <e> ?><wpt name="<f>" sym=\'<g>\'/></gpx>';
    expect(routeFileShape(text)).toEqual({ depth: 2, elements: 3 });
  });

  it('stops counting at the first limit passed', () => {
    const deep = '<a>'.repeat(1000);
    expect(routeFileShape(deep).depth).toBe(MAX_ROUTE_FILE_DEPTH + 1);
  });

  it('refuses markup that is never closed', () => {
    for (const text of ['<gpx><trk', '<gpx><![CDATA[x', '<gpx><?pi', '<gpx><wpt name="x>']) {
      expect(() => routeFileShape(text)).toThrow(/never closed/);
    }
  });
});
