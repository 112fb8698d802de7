import L from 'leaflet';
import { BaseTileLayer } from './base-tile-layer';
import { ContourLayer } from './contour-layer';
import { DEFAULT_CENTRE, DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM } from './constants';
import { type MapStyle } from './map-preferences';
import { attributionHtml, type TileSource, tileUrl, tileUrlTemplate } from './tile-sources';
import { tileTrouble, troubleKind } from './tile-trouble';

/**
 * The one Leaflet map of the whole app (the spec: created once and reused across screens). It
 * lives on its own <div>, made on first use; a MapView moves that element into its box while
 * it is mounted and out again after, so the map, its layers and their loaded tiles survive
 * the change of screen.
 */
export interface SharedMap {
  map: L.Map;
  element: HTMLDivElement;
}

let shared: SharedMap | null = null;

function createSharedMap(): SharedMap {
  const element = document.createElement('div');
  element.className = 'map-canvas';
  const map = L.map(element, {
    center: [DEFAULT_CENTRE.latitude, DEFAULT_CENTRE.longitude],
    zoom: DEFAULT_ZOOM,
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    // MapView draws its own labelled zoom buttons; attribution goes where MapView puts it.
    zoomControl: false,
    attributionControl: false,
    worldCopyJump: true,
  });
  L.control.attribution({ position: 'bottomright', prefix: false }).addTo(map);
  L.control.scale({ position: 'bottomleft', imperial: false }).addTo(map);
  // What the map shows, on its element: for people reading the DOM and for the browser tests.
  const record = () => {
    const { lat, lng } = map.getCenter();
    element.dataset.centre = `${lat.toFixed(6)},${lng.toFixed(6)}`;
    element.dataset.zoom = String(map.getZoom());
  };
  map.on('moveend zoomend', record);
  record();
  return { map, element };
}

export function sharedMap(): SharedMap {
  shared ??= createSharedMap();
  return shared;
}

/** Puts the map into `container`, sized to it, showing where it showed when last detached. */
export function attachMap(container: HTMLElement): L.Map {
  const { map, element } = sharedMap();
  container.append(element);
  // From the size it had (none, while detached) to the box's: panned by half the change, so
  // the centre stays put, and without a reset, so the tiles already drawn stay.
  map.invalidateSize({ pan: true, animate: false });
  return map;
}

/** Takes the map out of `container` (if it is there), keeping it and its layers. */
export function detachMap(container: HTMLElement): void {
  if (!shared) return;
  if (shared.element.parentElement !== container) return;
  shared.map.closePopup();
  shared.element.remove();
}

const baseLayers = new Map<string, L.TileLayer>();
let contourLayer: ContourLayer | null = null;

function baseLayerOf(source: TileSource): L.TileLayer {
  let layer = baseLayers.get(source.id);
  if (!layer) {
    layer = new BaseTileLayer(tileUrlTemplate(source.id), {
      maxNativeZoom: source.maxZoom,
      maxZoom: MAX_ZOOM,
      attribution: attributionHtml(source.attribution),
      className: `map-base map-base-${source.id}`,
      crossOrigin: false,
    });
    layer.on('tileerror', (event: L.TileErrorEvent) => tileTrouble.failed(event.tile.src));
    layer.on('tileload', () => tileTrouble.loaded());
    baseLayers.set(source.id, layer);
  }
  return layer;
}

function contourLayerOf(elevation: TileSource): ContourLayer {
  if (!contourLayer) {
    contourLayer = new ContourLayer({
      elevationUrl: ({ z, x, y }) => tileUrl(elevation.id, z, x, y),
      attribution: attributionHtml(elevation.attribution),
    });
    contourLayer.on('tileerror', ({ coords }: L.TileErrorEvent) =>
      tileTrouble.failed(tileUrl(elevation.id, coords.z, coords.x, coords.y)),
    );
  }
  return contourLayer;
}

/**
 * Shows the base layer of `style` (the source with that id, else the first base source) and
 * the contour lines or not. Layers made once are kept, so switching back is instant.
 */
export function showLayers(map: L.Map, sources: TileSource[], style: MapStyle, contours: boolean) {
  // The contour labels' colours follow the style (map.css).
  map.getContainer().dataset.style = style;
  const bases = sources.filter((source) => source.kind === 'base');
  const base = bases.find((source) => source.id === style) ?? bases[0];
  for (const [id, layer] of baseLayers) {
    if (id !== base?.id && map.hasLayer(layer)) map.removeLayer(layer);
  }
  if (base) {
    const layer = baseLayerOf(base);
    if (base.trouble) {
      // Its tile server fails lately: none of its tiles is asked for (each would fail), and the
      // map says why at once. The sources are asked again when the server tries it again.
      if (map.hasLayer(layer)) map.removeLayer(layer);
      const { status, message } = base.trouble;
      tileTrouble.reported({ kind: troubleKind(status, message), detail: message });
    } else if (!map.hasLayer(layer)) layer.addTo(map).bringToBack();
  }
  const elevation = sources.find((source) => source.kind === 'elevation');
  if (contours && elevation) {
    const layer = contourLayerOf(elevation);
    layer.setInk(style);
    if (!map.hasLayer(layer)) layer.addTo(map);
  } else if (contourLayer && map.hasLayer(contourLayer)) {
    map.removeLayer(contourLayer);
  }
}
