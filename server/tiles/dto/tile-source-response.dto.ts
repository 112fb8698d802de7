import { ApiProperty } from '@nestjs/swagger';
import {
  TILE_SOURCE_IDS,
  TILE_SOURCE_KINDS,
  type TileSourceId,
  type TileSourceKind,
} from '../tile-sources.js';

/** What the source's tile server last said was wrong (GET /api/tiles). */
export class TileSourceTroubleDto {
  @ApiProperty({
    type: 'integer',
    example: 502,
    description: 'The status its tiles are answered with meanwhile (502, 503 or 504).',
  })
  status: number;

  @ApiProperty({
    example: 'The Standard map tiles are unavailable: the tile server could not be reached',
  })
  message: string;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    description: 'When the tile server will be tried again: until then, ask for none of its tiles.',
  })
  retryAfterSeconds: number;
}

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

  @ApiProperty({
    type: TileSourceTroubleDto,
    nullable: true,
    description:
      'Set when its tile server failed lately (and no copy of the tile was cached): the map says why instead of asking for tiles that fail.',
  })
  trouble: TileSourceTroubleDto | null;
}
