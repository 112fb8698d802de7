import L from 'leaflet';
import { ContourClient, type ElevationUrl } from './contour-client';
import { MAX_CONTOUR_ZOOM } from './contours';
import { CONTOUR_INK, drawContours, labelText } from './draw-contours';
import { type MapStyle } from './map-preferences';

const TILE_SIZE = 256;
const LABEL_FONT = '600 11px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

let measuring: CanvasRenderingContext2D | null = null;
function labelWidth(text: string): number {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return text.length * 7;
  measuring.font = LABEL_FONT;
  return measuring.measureText(text).width;
}

export interface ContourLayerOptions extends L.GridLayerOptions {
  elevationUrl: ElevationUrl;
}

/**
 * Contour lines traced in the browser from the elevation tiles: each tile is a canvas with the
 * minor and major lines and, over it, the major lines' heights in metres as text. Shown up to
 * zoom 16 (`maxZoom`: Leaflet asks for no tile deeper, so no elevation tile is fetched either);
 * tiles deeper than 13 are traced from the zoom-13 elevation tile over-zoomed (the worker does).
 */
export class ContourLayer extends L.GridLayer {
  private readonly client: ContourClient;
  private ink: MapStyle = 'standard';

  constructor({ elevationUrl, ...options }: ContourLayerOptions) {
    super({
      tileSize: TILE_SIZE,
      maxZoom: MAX_CONTOUR_ZOOM,
      pane: 'overlayPane',
      className: 'map-contours',
      // Tracing is work: only once the map stops, and keep what was drawn round the screen.
      updateWhenIdle: true,
      keepBuffer: 2,
      ...options,
    });
    this.client = new ContourClient(elevationUrl);
  }

  /** Lines to suit the base style under them; redraws the tiles shown. */
  setInk(style: MapStyle): void {
    if (style === this.ink) return;
    this.ink = style;
    this.redraw();
  }

  protected override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const tile = document.createElement('div');
    tile.className = 'map-contour-tile';
    const ratio = Math.min(2, Math.max(1, window.devicePixelRatio || 1));
    const canvas = document.createElement('canvas');
    canvas.width = TILE_SIZE * ratio;
    canvas.height = TILE_SIZE * ratio;
    tile.append(canvas);
    const ink = CONTOUR_INK[this.ink];
    this.client.contours(coords.z, coords.x, coords.y).then(
      (contours) => {
        drawContours(canvas, contours, ink, ratio, labelWidth);
        for (const label of contours.labels) {
          const text = document.createElement('span');
          text.className = 'map-contour-label';
          text.textContent = labelText(label.level);
          text.style.left = `${label.x}px`;
          text.style.top = `${label.y}px`;
          text.style.transform = `translate(-50%, -50%) rotate(${label.angle}deg)`;
          tile.append(text);
        }
        done(undefined, tile);
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), tile),
    );
    return tile;
  }
}
