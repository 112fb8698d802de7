import { ApiProperty } from '@nestjs/swagger';
import { MARKER_ICONS, type MarkerIcon } from '@server/domain/map-markers.js';

export class PlaceResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'May be empty.' })
  note: string;

  @ApiProperty({ type: Number, format: 'double', description: 'Decimal degrees north.' })
  latitude: number;

  @ApiProperty({ type: Number, format: 'double', description: 'Decimal degrees east.' })
  longitude: number;

  @ApiProperty({ example: '#e53e3e', description: '#rrggbb, lower case.' })
  color: string;

  @ApiProperty({ enum: MARKER_ICONS, enumName: 'MarkerIcon' })
  icon: MarkerIcon;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty()
  updatedAt: Date;
}
