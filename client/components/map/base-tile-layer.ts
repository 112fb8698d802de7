import L from 'leaflet';

/**
 * A base map's tile layer whose tiles say what they are: 256 px images for one CSS pixel each.
 * The tile servers have no sharper tiles, and asking for the next zoom's at half size on a
 * high-density phone (Leaflet's `detectRetina`) would make four requests of every one, against
 * OpenStreetMap's tile policy, and shrink the map's labels to half their size. The `1x`
 * descriptor says the tile is drawn at its own density on purpose (what Lighthouse's "image
 * resolution" check looks for), and leaves room for a source with sharper tiles to offer a
 * `2x` one.
 */
export class BaseTileLayer extends L.TileLayer {
  constructor(urlTemplate: string, options?: L.TileLayerOptions) {
    super(urlTemplate, options);
    // Leaflet cancels a tile it no longer wants by pointing its src at an empty image; a srcset
    // left in place would win over that src and go on loading (or load again) the tile.
    const dropSrcset = ({ tile }: L.TileEvent) => tile.removeAttribute('srcset');
    this.on('tileunload', dropSrcset);
    this.on('tileabort', dropSrcset);
  }

  protected override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const tile = super.createTile(coords, done);
    if (tile instanceof HTMLImageElement) tile.srcset = `${this.getTileUrl(coords)} 1x`;
    return tile;
  }
}
