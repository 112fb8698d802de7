import { Body, Controller, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { PutTripRouteDto } from './dto/put-trip-route.dto.js';
import { TripDetailDto } from './dto/trip-response.dto.js';
import { TripRouteService } from './trip-route.service.js';

/** A trip's route, drawn or edited on the map (files: trip-files.controller.ts). */
@ApiTags('trips')
@Controller('trips/:id/route')
export class TripRouteController {
  constructor(private readonly route: TripRouteService) {}

  @Put()
  @ApiOkResponse({
    type: TripDetailDto,
    description: 'Missing elevations are filled from the elevation tiles where they can be.',
  })
  @OwnedResource('trip', {
    badRequest:
      'points is malformed (`errors` names the first bad point), or segmentStarts does not fit it.',
  })
  put(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: PutTripRouteDto,
  ): Promise<TripDetailDto> {
    return this.route.put(ownerId, id, dto);
  }
}
