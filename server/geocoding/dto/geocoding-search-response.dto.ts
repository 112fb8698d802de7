import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class GeocodeBoundsDto {
  @ApiProperty({ type: Number, format: 'double' })
  south: number;

  @ApiProperty({ type: Number, format: 'double' })
  west: number;

  @ApiProperty({ type: Number, format: 'double' })
  north: number;

  @ApiProperty({ type: Number, format: 'double' })
  east: number;
}

export class GeocodeResultDto {
  @ApiProperty({ example: 'Ben Nevis' })
  name: string;

  @ApiProperty({
    description: 'Where it is: the rest of its address (region, country). May be empty.',
    example: 'Highland, Alba / Scotland, United Kingdom',
  })
  detail: string;

  @ApiProperty({ type: Number, format: 'double', description: 'Decimal degrees north.' })
  latitude: number;

  @ApiProperty({ type: Number, format: 'double', description: 'Decimal degrees east.' })
  longitude: number;

  @ApiProperty({
    description: "What it is, as OpenStreetMap tags it: 'peak', 'village', 'alpine_hut', ...",
    example: 'peak',
  })
  kind: string;

  @ApiPropertyOptional({
    type: GeocodeBoundsDto,
    description: 'The area it covers, when the geocoder says (fit the map to it).',
  })
  bounds?: GeocodeBoundsDto;
}

export class GeocodingSearchResponseDto {
  @ApiProperty({ type: [GeocodeResultDto], description: 'Best first, at most 10.' })
  results: GeocodeResultDto[];
}
