import { Module } from '@nestjs/common';
import { GearModule } from '@server/gear/gear.module.js';
import { PacksModule } from '@server/packs/packs.module.js';
import { TripsModule } from '@server/trips/trips.module.js';
import { ActivitiesController } from './activities.controller.js';
import { ActivitiesRepository } from './activities.repository.js';
import { ActivitiesService } from './activities.service.js';

/**
 * Activities (the tracking area): recorded from files or entered by hand, with the gear, pack
 * and trip they name, which it checks through those modules' read services, never their tables.
 */
@Module({
  imports: [GearModule, PacksModule, TripsModule],
  controllers: [ActivitiesController],
  providers: [ActivitiesRepository, ActivitiesService],
})
export class ActivitiesModule {}
