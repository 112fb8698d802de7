import { Module } from '@nestjs/common';
import { HttpClientModule } from '@server/common/http/http-client.module.js';
import { TileRateLimitGuard } from './tile-rate-limit.guard.js';
import { TileSourceRegistry } from './tile-sources.js';
import { TilesController } from './tiles.controller.js';
import { TilesService } from './tiles.service.js';

/** Map tiles through the app's origin: configured sources, a disk cache, a per-address limit. */
@Module({
  imports: [HttpClientModule],
  controllers: [TilesController],
  providers: [TileSourceRegistry, TilesService, TileRateLimitGuard],
  // The elevation module reads Terrarium tiles through the same service and cache.
  exports: [TilesService],
})
export class TilesModule {}
