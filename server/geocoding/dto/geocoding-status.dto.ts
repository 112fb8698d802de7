import { ApiProperty } from '@nestjs/swagger';
import { GEOCODER_PROVIDERS, type GeocoderProvider } from '@server/config/app-config.js';

/** GET /api/geocoding: whether the map offers place search, and the credit its results need. */
export class GeocodingStatusDto {
  @ApiProperty({ enum: GEOCODER_PROVIDERS, enumName: 'GeocoderProvider' })
  provider: GeocoderProvider;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The credit to show with results (their data is OpenStreetMap’s); null when off.',
    example: 'Search by Nominatim, © OpenStreetMap contributors',
  })
  attribution: string | null;

  @ApiProperty({
    description:
      'Whether the geocoder may be asked as someone types (Photon), or only when they ask ' +
      "(Nominatim's usage policy forbids autocomplete through it).",
  })
  searchAsYouType: boolean;
}
