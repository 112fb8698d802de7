import L from 'leaflet';
import { degreesText, gridLines } from './coordinate-grid-lines';

/**
 * Lines of latitude and longitude with their values at the view's edge: where the map's tiles
 * cannot be drawn, routes and markers still sit on something that says where they are.
 */
export class CoordinateGrid extends L.LayerGroup {
  private readonly redraw = () => this.draw();

  override onAdd(map: L.Map): this {
    super.onAdd(map);
    map.on('moveend zoomend resize', this.redraw);
    this.draw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend zoomend resize', this.redraw);
    return super.onRemove(map);
  }

  private draw(): void {
    const map = (this as unknown as { _map?: L.Map })._map;
    if (!map) return;
    this.clearLayers();
    const bounds = map.getBounds();
    const { step, lats, lngs } = gridLines({
      south: bounds.getSouth(),
      north: bounds.getNorth(),
      west: bounds.getWest(),
      east: bounds.getEast(),
    });
    const line = { className: 'map-grid-line', interactive: false, weight: 1 };
    const label = (text: string, at: L.LatLngExpression, edge: 'left' | 'top') =>
      L.marker(at, {
        interactive: false,
        keyboard: false,
        icon: L.divIcon({ className: `map-grid-label map-grid-label-${edge}`, html: text }),
      });
    for (const lat of lats) {
      this.addLayer(
        L.polyline(
          [
            [lat, bounds.getWest()],
            [lat, bounds.getEast()],
          ],
          line,
        ),
      );
      this.addLayer(label(degreesText(lat, step, 'lat'), [lat, bounds.getWest()], 'left'));
    }
    for (const lng of lngs) {
      this.addLayer(
        L.polyline(
          [
            [bounds.getSouth(), lng],
            [bounds.getNorth(), lng],
          ],
          line,
        ),
      );
      this.addLayer(label(degreesText(lng, step, 'lng'), [bounds.getNorth(), lng], 'top'));
    }
  }
}
