import { Module } from '@nestjs/common';
import { TilesModule } from '@server/tiles/tiles.module.js';
import { ElevationService } from './elevation.service.js';

/** Heights for route points from the elevation tiles, through the tile proxy and its cache. */
@Module({
  imports: [TilesModule],
  providers: [ElevationService],
  exports: [ElevationService],
})
export class ElevationModule {}
