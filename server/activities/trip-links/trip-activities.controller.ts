import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { TripActivitiesDto, TripSuggestionsDto } from '../dto/trip-activities.dto.js';
import { TripActivitiesService } from './trip-activities.service.js';

/** Trips meet activities: each side's view of the other. Linking is PATCH /activities/:id. */
@ApiTags('activities')
@Controller()
export class TripActivitiesController {
  constructor(private readonly tripActivities: TripActivitiesService) {}

  @Get('trips/:id/activities')
  @ApiOkResponse({ type: TripActivitiesDto })
  @ApiNotFoundResponse({ description: 'TRIP_NOT_FOUND: missing or another user’s.' })
  forTrip(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<TripActivitiesDto> {
    return this.tripActivities.forTrip(ownerId, id);
  }

  @Get('activities/:id/trip-suggestions')
  @ApiOkResponse({
    type: TripSuggestionsDto,
    description: 'The trips it looks like part of: on their days, near their route or place.',
  })
  @ApiNotFoundResponse({ description: 'ACTIVITY_NOT_FOUND: missing or another user’s.' })
  suggestTrips(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
  ): Promise<TripSuggestionsDto> {
    return this.tripActivities.suggestTrips(ownerId, id);
  }
}
