import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import type { DestinationStream } from 'pino';
import { AccountModule } from '@server/account/account.module.js';
import { AnalyticsModule } from '@server/analytics/analytics.module.js';
import { AuthModule } from '@server/auth/auth.module.js';
import { BundlesModule } from '@server/bundles/bundles.module.js';
import { HttpExceptionFilter } from '@server/common/http-exception.filter.js';
import { createLoggerModule } from '@server/common/logger.module.js';
import { createValidationPipe } from '@server/common/validation.pipe.js';
import { SecretsModule } from '@server/common/secrets/secrets.module.js';
import { StravaModule } from '@server/strava/strava.module.js';
import { GarminModule } from '@server/garmin/garmin.module.js';
import { WorkerMemoryModule } from '@server/common/worker-memory.js';
import type { AppConfig } from '@server/config/app-config.js';
import { ConfigModule } from '@server/config/config.module.js';
import type { DatabaseConnection } from '@server/database/database-connection.js';
import { DatabaseModule } from '@server/database/database.module.js';
import { GearModule } from '@server/gear/gear.module.js';
import { GeocodingModule } from '@server/geocoding/geocoding.module.js';
import { HealthModule } from '@server/health/health.module.js';
import { JobsModule } from '@server/jobs/jobs.module.js';
import { PacksHoldingBundles } from '@server/packs/lines/packs-holding-bundles.service.js';
import { PacksModule } from '@server/packs/packs.module.js';
import { PhotosModule } from '@server/photos/photos.module.js';
import { PlacesModule } from '@server/places/places.module.js';
import { SearchModule } from '@server/search/search.module.js';
import { HomeModule } from '@server/home/home.module.js';
import { PublicModule } from '@server/public/public.module.js';
import { PublicPagesModule } from '@server/public-pages/public-pages.module.js';
import { RateLimitsModule } from '@server/rate-limits/rate-limits.module.js';
import { TilesModule } from '@server/tiles/tiles.module.js';
import { TripFilesModule } from '@server/trips/files/trip-files.module.js';
import { TripsModule } from '@server/trips/trips.module.js';
import { ActivitiesModule } from '@server/activities/activities.module.js';
import { ApiKeysModule } from '@server/api-keys/api-keys.module.js';
import { UsersModule } from '@server/users/users.module.js';

@Module({})
export class AppModule {
  static forRoot(
    config: AppConfig,
    database: DatabaseConnection,
    logDestination?: DestinationStream,
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        createLoggerModule(config, logDestination),
        DatabaseModule.forRoot(database),
        WorkerMemoryModule,
        SecretsModule,
        RateLimitsModule,
        JobsModule,
        HealthModule,
        UsersModule,
        AuthModule.forRoot(config),
        AnalyticsModule,
        PhotosModule,
        GearModule,
        BundlesModule.forRoot({ module: PacksModule, holders: PacksHoldingBundles }),
        PacksModule,
        PlacesModule,
        SearchModule,
        HomeModule,
        TripsModule,
        ActivitiesModule,
        StravaModule,
        GarminModule,
        ApiKeysModule,
        TripFilesModule,
        TilesModule,
        GeocodingModule,
        AccountModule.forRoot(config),
        PublicModule,
        PublicPagesModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
