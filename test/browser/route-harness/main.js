/* global document, window */
/*
 * A page for test/browser/map-route.test.ts only, never part of the app: it mounts the shared
 * route parts (client/components/map, elevation-profile, route-preview) the way a trip screen
 * will, so they are tested in a real browser before any screen uses them. Built by the test
 * with Vite and served under /__route-harness/ by the page's own request routing. Plain
 * JavaScript with createElement: the test tree is type-checked for Node, not the DOM.
 *
 * ?part=route    a route on the map with its elevation profile, hover linked both ways
 * ?part=draw     drawing a route, with undo and redo (useRouteHistory)
 * ?part=preview  route previews
 * Each part has a "Leave" button that unmounts it and shows a bare map: nothing may stay.
 */
import '@client/styles/global.css';
import '@client/styles/components.css';
import { createElement as h, Fragment, StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  MapHoverPoint,
  MapRouteLine,
  MapView,
  RouteDrawing,
  useRouteHistory,
} from '@client/components/map';
import { ElevationProfile } from '@client/components/elevation-profile';
import { RoutePreview } from '@client/components/route-preview';
import { cumulativeDistances } from '@domain/route/route-profile';

const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
document.documentElement.classList.toggle('dark', dark);

/** 41 points east from (54, -3.06), climbing to a summit and down, no elevation at 24..26. */
const ROUTE = Array.from({ length: 41 }, (_, i) => {
  const elevation = 200 + Math.round(600 * Math.sin((Math.PI * i) / 40));
  return [
    54 + 0.01 * Math.sin((Math.PI * i) / 20),
    -3.06 + 0.003 * i,
    i >= 24 && i <= 26 ? null : elevation,
  ];
});

const CAIRNGORM = [
  [57.1, -3.7],
  [57.13, -3.66],
  [57.15, -3.6],
  [57.12, -3.55],
  [57.1, -3.58],
];

function RoutePart() {
  const [hover, setHover] = useState(null);
  const along = useMemo(() => cumulativeDistances(ROUTE), []);
  const hovered = hover === null ? null : ROUTE[hover];
  return h(
    Fragment,
    null,
    h(
      'div',
      { className: 'harness-map' },
      h(
        MapView,
        {
          label: 'Route map',
          fitTo: ROUTE.map(([latitude, longitude]) => ({ latitude, longitude })),
        },
        h(MapRouteLine, { points: ROUTE, onHover: setHover }),
        h(MapHoverPoint, {
          position: hovered ? { latitude: hovered[0], longitude: hovered[1] } : null,
        }),
      ),
    ),
    h('h2', null, 'Elevation'),
    h(ElevationProfile, {
      points: ROUTE,
      cumulativeM: along,
      unit: 'metric',
      hoverIndex: hover,
      onHoverIndexChange: setHover,
      label: 'Elevation profile',
      marks: [{ alongM: along[30], label: 'Camp' }],
    }),
    h(
      'p',
      null,
      'Hovered point: ',
      h('output', { id: 'hover' }, hover === null ? 'none' : String(hover)),
    ),
  );
}

function DrawPart() {
  const history = useRouteHistory([]);
  const [changes, setChanges] = useState([]);
  return h(
    Fragment,
    null,
    h(
      'div',
      { className: 'harness-map' },
      h(
        MapView,
        { label: 'Drawing map' },
        h(RouteDrawing, {
          points: history.present,
          onChange: (points, change) => {
            setChanges((done) => [...done, `${change.type} ${change.index}`]);
            const key =
              change.byKeyboard && change.type === 'move' ? `move-${change.index}` : undefined;
            history.push(points, key);
          },
        }),
      ),
    ),
    h(
      'p',
      null,
      h(
        'button',
        { type: 'button', className: 'button', onClick: history.undo, disabled: !history.canUndo },
        'Undo',
      ),
      ' ',
      h(
        'button',
        { type: 'button', className: 'button', onClick: history.redo, disabled: !history.canRedo },
        'Redo',
      ),
    ),
    h('p', null, 'Points: ', h('output', { id: 'points' }, JSON.stringify(history.present))),
    h('p', null, 'Changes: ', h('output', { id: 'changes' }, changes.join(', '))),
  );
}

function PreviewPart() {
  return h(
    'div',
    { className: 'harness-previews' },
    h(RoutePreview, { preview: CAIRNGORM, label: 'Route of Cairngorm loop' }),
    h(RoutePreview, {
      preview: ROUTE.map(([lat, lon]) => [lat, lon]),
      label: 'Route of the test walk',
      size: 96,
    }),
    h(RoutePreview, { preview: [], label: 'Route of a trip without one' }),
  );
}

const PARTS = { route: RoutePart, draw: DrawPart, preview: PreviewPart };

function Harness() {
  const part = new URLSearchParams(window.location.search).get('part') ?? 'route';
  const [shown, setShown] = useState(true);
  const Part = PARTS[part] ?? RoutePart;
  return h(
    'main',
    { className: 'harness' },
    h('h1', null, `Route parts: ${part}`),
    h(
      'button',
      { type: 'button', className: 'button', onClick: () => setShown(!shown) },
      shown ? 'Leave' : 'Come back',
    ),
    shown ? h(Part) : h('div', { className: 'harness-map' }, h(MapView, { label: 'Bare map' })),
  );
}

const style = document.createElement('style');
style.textContent = `
  .harness { max-width: 960px; margin: 0 auto; padding: 16px; overflow-wrap: anywhere; }
  .harness-map { height: 420px; margin: 12px 0; }
  .harness-previews { display: flex; gap: 16px; align-items: center; margin: 12px 0; }
`;
document.head.append(style);

createRoot(document.getElementById('root')).render(h(StrictMode, null, h(Harness)));
