import type { TileSourceResponseDto } from './dto/tile-source-response.dto.js';
import type { TileSourceState } from './tiles.service.js';

/** What the client learns of a source: never its upstream URL (which may hold a key). */
export const toTileSourceResponse = ({
  id,
  kind,
  label,
  maxZoom,
  attribution,
  trouble,
}: TileSourceState): TileSourceResponseDto => ({ id, kind, label, maxZoom, attribution, trouble });
