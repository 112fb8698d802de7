import { ApiProperty } from '@nestjs/swagger';
import {
  TILE_SOURCE_IDS,
  TILE_SOURCE_KINDS,
  type TileSourceId,
  type TileSourceKind,
} from '../tile-sources.js';

/** A source of map tiles, served at /api/tiles/{id}/{z}/{x}/{y}. */
export class TileSourceResponseDto {
  @ApiProperty({ enum: TILE_SOURCE_IDS, enumName: 'TileSourceId' })
  id: TileSourceId;

  @ApiProperty({
    enum: TILE_SOURCE_KINDS,
    enumName: 'TileSourceKind',
    description: 'base: a map picture; elevation: Terrarium-encoded heights for contour lines.',
  })
  kind: TileSourceKind;

  @ApiProperty({ example: 'Standard' })
  label: string;

  @ApiProperty({ type: 'integer', description: 'The deepest zoom the source has.' })
  maxZoom: number;

  @ApiProperty({
    example: '© OpenStreetMap contributors',
    description: 'Plain text, to show whenever the layer is.',
  })
  attribution: string;
}
