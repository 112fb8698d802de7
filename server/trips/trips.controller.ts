import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { CreateTripDto } from './dto/create-trip.dto.js';
import { PutTripPacksDto } from './dto/put-trip-packs.dto.js';
import { TripDetailDto, TripSummaryDto } from './dto/trip-response.dto.js';
import { UpdateTripDto } from './dto/update-trip.dto.js';
import { TripsService } from './trips.service.js';

const MALFORMED = 'A field is missing or malformed; `errors` names it.';
const PACKS = 'A pack that is missing or another user’s: field packs, "No such pack".';

/** Trips themselves and their packs. Waypoints, route and files have their own controllers. */
@ApiTags('trips')
@Controller('trips')
export class TripsController {
  constructor(private readonly trips: TripsService) {}

  @Get()
  @ApiOkResponse({ type: [TripSummaryDto], description: 'Every trip, the latest start first.' })
  list(@CurrentUserId() ownerId: string): Promise<TripSummaryDto[]> {
    return this.trips.list(ownerId);
  }

  @Post()
  @ApiCreatedResponse({ type: TripDetailDto })
  @ApiBadRequestResponse({ description: `${MALFORMED} ${PACKS}` })
  create(@CurrentUserId() ownerId: string, @Body() dto: CreateTripDto): Promise<TripDetailDto> {
    return this.trips.create(ownerId, dto);
  }

  @Get(':id')
  @ApiOkResponse({ type: TripDetailDto })
  @OwnedResource('trip')
  get(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<TripDetailDto> {
    return this.trips.get(ownerId, id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: TripDetailDto })
  @OwnedResource('trip', { badRequest: `A field is malformed; \`errors\` names it. ${PACKS}` })
  update(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: UpdateTripDto,
  ): Promise<TripDetailDto> {
    return this.trips.update(ownerId, id, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted, with its route, packs list and waypoints.' })
  @OwnedResource('trip')
  delete(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<void> {
    return this.trips.delete(ownerId, id);
  }

  @Put(':id/packs')
  @ApiOkResponse({ type: TripDetailDto })
  @OwnedResource('trip', { badRequest: `${MALFORMED} ${PACKS}` })
  putPacks(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: PutTripPacksDto,
  ): Promise<TripDetailDto> {
    return this.trips.putPacks(ownerId, id, dto.packs);
  }
}
