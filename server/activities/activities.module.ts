import { Module } from '@nestjs/common';
import { ApiKeysModule } from '@server/api-keys/api-keys.module.js';
import { GearModule } from '@server/gear/gear.module.js';
import { UsersModule } from '@server/users/users.module.js';
import { PacksModule } from '@server/packs/packs.module.js';
import { TripsModule } from '@server/trips/trips.module.js';
import { ActivitiesController } from './activities.controller.js';
import { ActivitiesReadService } from './activities-read.service.js';
import { ActivitiesRepository } from './activities.repository.js';
import { ActivitiesService } from './activities.service.js';
import { ActivityAnalyticsService } from './activity-analytics.service.js';
import { ExplorerPlan } from './explorer-plan.js';
import { ActivityGearController } from './gear/activity-gear.controller.js';
import { ActivityGearDefaultsRepository } from './gear/activity-gear-defaults.repository.js';
import { ActivityGearDefaultsService } from './gear/activity-gear-defaults.service.js';
import { GearMileageRepository } from './gear/gear-mileage.repository.js';
import { GearMileageService } from './gear/gear-mileage.service.js';
import { ActivityFileReader } from './files/activity-file-reader.js';
import { ActivityFilesController } from './files/activity-files.controller.js';
import { ActivityFilesService } from './files/activity-files.service.js';
import { ActivitySourcesRepository } from './sources/activity-sources.repository.js';
import { ActivitySyncService } from './sources/activity-sync.service.js';
import { StravaExportController } from './strava-export/strava-export.controller.js';
import { StravaExportImportService } from './strava-export/strava-export-import.service.js';
import { TripActivitiesController } from './trip-links/trip-activities.controller.js';
import { TripActivitiesRepository } from './trip-links/trip-activities.repository.js';
import { TripActivitiesService } from './trip-links/trip-activities.service.js';

/**
 * Activities (the tracking area): recorded from files or entered by hand, with the gear, pack
 * and trip they name, which it checks through those modules' read services; gear/ holds gear
 * mileage (one grouped query over activities, their gear and their packs' contents) and the
 * default gear per category.
 */
@Module({
  imports: [ApiKeysModule, GearModule, PacksModule, TripsModule, UsersModule],
  // The files' and the gear's routes first: /activities/files and /activities/gear-mileage
  // must not reach /activities/:id.
  controllers: [
    ActivityFilesController,
    ActivityGearController,
    StravaExportController,
    TripActivitiesController,
    ActivitiesController,
  ],
  providers: [
    ActivitiesReadService,
    ActivitiesRepository,
    ActivitiesService,
    ActivityAnalyticsService,
    ActivityGearDefaultsRepository,
    ActivityGearDefaultsService,
    ExplorerPlan,
    GearMileageRepository,
    GearMileageService,
    ActivityFileReader,
    ActivityFilesService,
    ActivitySourcesRepository,
    ActivitySyncService,
    StravaExportImportService,
    TripActivitiesRepository,
    TripActivitiesService,
  ],
  exports: [ActivitiesReadService, ActivityFilesService, ActivitySyncService],
})
export class ActivitiesModule {}
