import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { GEOCODING_QUERY_MAX_LENGTH, GEOCODING_QUERY_MIN_LENGTH } from '@server/domain/limits.js';

/** The query of GET /api/geocoding/search. */
export class GeocodingSearchQueryDto {
  @ApiProperty({
    minLength: GEOCODING_QUERY_MIN_LENGTH,
    maxLength: GEOCODING_QUERY_MAX_LENGTH,
    description: 'A place name or address, as typed.',
    example: 'Ben Nevis',
  })
  @IsString()
  @Length(GEOCODING_QUERY_MIN_LENGTH, GEOCODING_QUERY_MAX_LENGTH)
  q: string;
}
