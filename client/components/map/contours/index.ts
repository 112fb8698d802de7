// Contour lines from Terrarium elevation tiles: what the map needs to ask the contour worker.
export type { ContourRequest, ContourReply } from './contour-job';
export type { ContourLine, TileContours } from './isolines';
export type { ContourLabel } from './labels';
export {
  elevationTileFor,
  MAX_ELEVATION_ZOOM,
  neighbourTiles,
  type Direction,
  type ElevationSource,
  type Neighbours,
  type TileId,
} from './stitch';
export { contourIntervals, MAX_CONTOUR_ZOOM, type ContourIntervals } from './thresholds';
