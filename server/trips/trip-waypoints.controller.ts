import { Body, Controller, Delete, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { CreateTripWaypointDto } from './dto/create-trip-waypoint.dto.js';
import { TripDetailDto } from './dto/trip-response.dto.js';
import { UpdateTripWaypointDto } from './dto/update-trip-waypoint.dto.js';
import { TripWaypointsService } from './trip-waypoints.service.js';

const MALFORMED = 'A field is missing or malformed; `errors` names it.';
const BOTH = { params: ['id', 'waypointId'] } as const;

/** A trip's waypoints; every change answers the whole trip. */
@ApiTags('trips')
@Controller('trips/:id/waypoints')
export class TripWaypointsController {
  constructor(private readonly waypoints: TripWaypointsService) {}

  @Post()
  @ApiCreatedResponse({ type: TripDetailDto })
  @ApiConflictResponse({ description: 'TRIP_WAYPOINTS_FULL: the trip has the most waypoints.' })
  @OwnedResource('trip', { badRequest: MALFORMED })
  create(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: CreateTripWaypointDto,
  ): Promise<TripDetailDto> {
    return this.waypoints.create(ownerId, id, dto);
  }

  @Patch(':waypointId')
  @ApiOkResponse({ type: TripDetailDto })
  @OwnedResource('trip or waypoint', { ...BOTH, badRequest: MALFORMED })
  update(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @UuidParam('waypointId') waypointId: string,
    @Body() dto: UpdateTripWaypointDto,
  ): Promise<TripDetailDto> {
    return this.waypoints.update(ownerId, id, waypointId, dto);
  }

  @Delete(':waypointId')
  @ApiOkResponse({ type: TripDetailDto, description: 'The trip without the waypoint.' })
  @OwnedResource('trip or waypoint', BOTH)
  delete(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @UuidParam('waypointId') waypointId: string,
  ): Promise<TripDetailDto> {
    return this.waypoints.delete(ownerId, id, waypointId);
  }
}
