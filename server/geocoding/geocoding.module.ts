import { Module } from '@nestjs/common';
import { HttpClientModule } from '@server/common/http/http-client.module.js';
import { GeocodingController } from './geocoding.controller.js';
import { GeocodingService } from './geocoding.service.js';

/** Place search on the map, through the configured geocoder (Nominatim or Photon). */
@Module({
  imports: [HttpClientModule],
  controllers: [GeocodingController],
  providers: [GeocodingService],
})
export class GeocodingModule {}
