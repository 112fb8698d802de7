import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

/** TopoGrafix's GPX 1.1 schema, as published (see test/fixtures/gpx/README.md for its source). */
const GPX_11_XSD = readFileSync(new URL('../fixtures/gpx/gpx-1.1.xsd', import.meta.url), 'utf8');

/**
 * The problems libxml2's schema validator (xmllint, as WebAssembly: no native addon) finds in a
 * GPX file against the GPX 1.1 schema; an empty list means the file is valid.
 */
export async function gpxSchemaErrors(gpx: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'trip.gpx', contents: gpx }],
    schema: [{ fileName: 'gpx.xsd', contents: GPX_11_XSD }],
    // Large enough for a 50,000-point route (the default 16 MB is not).
    maxMemoryPages: 16_384,
  });
  return result.errors.map((error) => error.message);
}
