import type { TileSourceResponseDto } from './dto/tile-source-response.dto.js';
import type { TileSource } from './tile-sources.js';

/** What the client learns of a source: never its upstream URL (which may hold a key). */
export const toTileSourceResponse = ({
  id,
  kind,
  label,
  maxZoom,
  attribution,
}: TileSource): TileSourceResponseDto => ({ id, kind, label, maxZoom, attribution });
