import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { BulkGearItemsDto, BulkResultDto } from './dto/bulk-gear-items.dto.js';
import { CreateGearItemDto } from './dto/create-gear-item.dto.js';
import { GearItemPageDto, GearItemResponseDto } from './dto/gear-item-response.dto.js';
import { GearItemUsageDto, GearItemUsageQueryDto } from './dto/gear-item-usage.dto.js';
import { ListGearItemsQueryDto } from './dto/list-gear-items-query.dto.js';
import { UpdateGearItemDto } from './dto/update-gear-item.dto.js';
import { GearItemUsageService } from './gear-item-usage.service.js';
import { GearItemsService } from './gear-items.service.js';

@ApiTags('gear')
@Controller('gear/items')
export class GearItemsController {
  constructor(
    private readonly items: GearItemsService,
    private readonly usage: GearItemUsageService,
  ) {}

  @Get()
  @ApiOkResponse({ type: GearItemPageDto })
  @ApiBadRequestResponse({ description: 'A query parameter is malformed; `errors` names it.' })
  list(
    @CurrentUserId() ownerId: string,
    @Query() query: ListGearItemsQueryDto,
  ): Promise<GearItemPageDto> {
    return this.items.list(ownerId, query);
  }

  @Post('bulk')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: BulkResultDto, description: 'Done in one transaction.' })
  @ApiNotFoundResponse({ description: 'An id is missing or another user’s: nothing changed.' })
  bulk(@CurrentUserId() ownerId: string, @Body() dto: BulkGearItemsDto): Promise<BulkResultDto> {
    return this.items.bulk(ownerId, dto);
  }

  @Post('usage')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: GearItemUsageDto,
    description: 'The packs and bundles that use the items: what deleting them takes from.',
  })
  @ApiBadRequestResponse({ description: '`ids` is missing or malformed.' })
  usageOf(
    @CurrentUserId() ownerId: string,
    @Body() dto: GearItemUsageQueryDto,
  ): Promise<GearItemUsageDto> {
    return this.usage.usageOf(ownerId, dto.ids);
  }

  @Get(':id')
  @ApiOkResponse({ type: GearItemResponseDto })
  @OwnedResource('item')
  get(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<GearItemResponseDto> {
    return this.items.get(ownerId, id);
  }

  @Post()
  @ApiCreatedResponse({ type: GearItemResponseDto })
  @ApiBadRequestResponse({ description: 'A field is missing or malformed; `errors` names it.' })
  create(
    @CurrentUserId() ownerId: string,
    @Body() dto: CreateGearItemDto,
  ): Promise<GearItemResponseDto> {
    return this.items.create(ownerId, dto);
  }

  @Patch(':id')
  @ApiOkResponse({ type: GearItemResponseDto })
  @OwnedResource('item')
  update(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: UpdateGearItemDto,
  ): Promise<GearItemResponseDto> {
    return this.items.update(ownerId, id, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted, with its photo, pack lines and bundle entries.' })
  @OwnedResource('item')
  delete(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<void> {
    return this.items.delete(ownerId, id);
  }
}
