// @vitest-environment jsdom
import { createLeafletContext, LeafletContext } from '@react-leaflet/core';
import L from 'leaflet';
import { act, type ComponentProps } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapRouteLine } from './map-route-line';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
let map: L.Map;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  map = L.map(host, { center: [46, 7], zoom: 12 });
  root = createRoot(document.createElement('div'));
});
afterEach(() => {
  act(() => root.unmount());
  map.remove();
  host.remove();
});

/** Two walks east along latitude 46: 7.00 to 7.02, then 7.05 to 7.07. */
const POINTS = [
  [46, 7.0, 500],
  [46, 7.01, 510],
  [46, 7.02, 520],
  [46, 7.05, 600],
  [46, 7.06, 610],
  [46, 7.07, 620],
] as const;

function show(props: Partial<ComponentProps<typeof MapRouteLine>>) {
  act(() =>
    root.render(
      <LeafletContext.Provider value={createLeafletContext(map)}>
        <MapRouteLine points={POINTS} {...props} />
      </LeafletContext.Provider>,
    ),
  );
}

const lines = () => {
  const found: L.Polyline[] = [];
  map.eachLayer((layer) => {
    if (layer instanceof L.Polyline) found.push(layer as L.Polyline);
  });
  return found;
};
const classed = (name: string) => lines().find((line) => line.options.className?.includes(name));
const pieces = (line: L.Polyline | undefined) =>
  (line?.getLatLngs() as L.LatLng[][] | L.LatLng[] | undefined)?.map((piece) =>
    Array.isArray(piece) ? piece.map((p) => p.lng) : [piece.lng],
  );

describe('the route line', () => {
  it('draws one line through the points without segment starts', () => {
    show({});
    expect(lines()).toHaveLength(2);
    expect(pieces(classed('map-route-line'))).toEqual([[7.0, 7.01, 7.02, 7.05, 7.06, 7.07]]);
  });

  it('draws a line per segment, casing and all, nothing across the gap', () => {
    show({ segmentStarts: [3] });
    const expected = [
      [7.0, 7.01, 7.02],
      [7.05, 7.06, 7.07],
    ];
    expect(pieces(classed('map-route-line'))).toEqual(expected);
    expect(pieces(classed('map-route-casing'))).toEqual(expected);
  });

  it('reports the index into the flat points under the pointer, never a spot on the gap', () => {
    const onHover = vi.fn();
    show({ segmentStarts: [3], onHover });
    const hit = classed('map-route-hit');
    expect(pieces(hit)).toHaveLength(2);
    // The second walk's second point is the route's fifth.
    hit?.fire('mousemove', { latlng: L.latLng(46.0001, 7.061) });
    expect(onHover).toHaveBeenLastCalledWith(4);
    // Over the gap's near end (7.03 is nearer 7.02 than 7.05): the first walk's last point.
    hit?.fire('mousemove', { latlng: L.latLng(46.002, 7.03) });
    expect(onHover).toHaveBeenLastCalledWith(2);
    hit?.fire('mousemove', { latlng: L.latLng(46.002, 7.045) });
    expect(onHover).toHaveBeenLastCalledWith(3);
    hit?.fire('mouseout');
    expect(onHover).toHaveBeenLastCalledWith(null);
  });
});
