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
import { ActivityFileReader } from './files/activity-file-reader.js';
import { ActivityFilesController } from './files/activity-files.controller.js';
import { ActivityFilesService } from './files/activity-files.service.js';
import { TripActivitiesController } from './trip-links/trip-activities.controller.js';
import { TripActivitiesRepository } from './trip-links/trip-activities.repository.js';
import { TripActivitiesService } from './trip-links/trip-activities.service.js';

/**
 * Activities (the tracking area): recorded from files or entered by hand, with the gear, pack
 * and trip they name, which it checks through those modules' read services, never their tables.
 */
@Module({
  imports: [ApiKeysModule, GearModule, PacksModule, TripsModule, UsersModule],
  // The files' routes first: /activities/files must not reach /activities/:id.
  controllers: [ActivityFilesController, TripActivitiesController, ActivitiesController],
  providers: [
    ActivitiesReadService,
    ActivitiesRepository,
    ActivitiesService,
    ActivityAnalyticsService,
    ActivityFileReader,
    ActivityFilesService,
    TripActivitiesRepository,
    TripActivitiesService,
  ],
  exports: [ActivitiesReadService],
})
export class ActivitiesModule {}
