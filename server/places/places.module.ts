import { Module } from '@nestjs/common';
import { UsersModule } from '@server/users/users.module.js';
import { PlacesController } from './places.controller.js';
import { PlacesRepository } from './places.repository.js';
import { PlacesService } from './places.service.js';
import { PlaceTransactions } from './places.transactions.js';

/** Saved places: the user's own markers on the map (name, note, position, colour, icon). */
@Module({
  imports: [UsersModule],
  controllers: [PlacesController],
  providers: [PlacesRepository, PlaceTransactions, PlacesService],
})
export class PlacesModule {}
