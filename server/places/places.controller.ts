import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { CreatePlaceDto } from './dto/create-place.dto.js';
import { PlaceResponseDto } from './dto/place-response.dto.js';
import { UpdatePlaceDto } from './dto/update-place.dto.js';
import { PlacesService } from './places.service.js';

const MALFORMED = 'A field is missing or malformed; `errors` names it.';

@ApiTags('places')
@Controller('places')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Get()
  @ApiOkResponse({ type: [PlaceResponseDto], description: 'Every place, by name.' })
  list(@CurrentUserId() ownerId: string): Promise<PlaceResponseDto[]> {
    return this.places.list(ownerId);
  }

  @Post()
  @ApiCreatedResponse({ type: PlaceResponseDto })
  @ApiBadRequestResponse({ description: MALFORMED })
  @ApiConflictResponse({ description: 'PLACES_FULL: the user has the most places there can be.' })
  create(@CurrentUserId() ownerId: string, @Body() dto: CreatePlaceDto): Promise<PlaceResponseDto> {
    return this.places.create(ownerId, dto);
  }

  @Get(':id')
  @ApiOkResponse({ type: PlaceResponseDto })
  @OwnedResource('place')
  get(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<PlaceResponseDto> {
    return this.places.get(ownerId, id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: PlaceResponseDto })
  @OwnedResource('place', { badRequest: 'A field is malformed; `errors` names it.' })
  update(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: UpdatePlaceDto,
  ): Promise<PlaceResponseDto> {
    return this.places.update(ownerId, id, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted.' })
  @OwnedResource('place')
  delete(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<void> {
    return this.places.delete(ownerId, id);
  }
}
