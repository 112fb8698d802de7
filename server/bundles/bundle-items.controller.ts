import {
  Body,
  Controller,
  Delete,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
  Put,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import type { Response } from 'express';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { BundleItemsService } from './bundle-items.service.js';
import { AddBundleItemDto } from './dto/add-bundle-item.dto.js';
import { BundleEntryDto } from './dto/bundle-response.dto.js';
import { ReorderBundleItemsDto } from './dto/reorder-bundle-items.dto.js';
import { UpdateBundleItemDto } from './dto/update-bundle-item.dto.js';

@ApiTags('bundles')
@Controller('bundles/:id/items')
export class BundleItemsController {
  constructor(private readonly items: BundleItemsService) {}

  @Post()
  @ApiCreatedResponse({ type: BundleEntryDto, description: 'A new entry, last in the bundle.' })
  @ApiOkResponse({ type: BundleEntryDto, description: 'Already in it: the quantity was added.' })
  @ApiBadRequestResponse({ description: 'A field is malformed, or gearItemId is not yours.' })
  @ApiNotFoundResponse({ description: 'No such bundle, or another user’s.' })
  async add(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: AddBundleItemDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BundleEntryDto> {
    const { created, entry } = await this.items.add(ownerId, id, dto);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return entry;
  }

  @Put('order')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Each entry’s sortOrder is its index in `ids`.' })
  @ApiBadRequestResponse({ description: '`ids` is not exactly the bundle’s entries.' })
  @ApiNotFoundResponse({ description: 'No such bundle, or another user’s.' })
  reorder(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: ReorderBundleItemsDto,
  ): Promise<void> {
    return this.items.reorder(ownerId, id, dto.ids);
  }

  @Patch(':bundleItemId')
  @ApiOkResponse({ type: BundleEntryDto })
  @ApiNotFoundResponse({ description: 'No such bundle or entry, or another user’s.' })
  update(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @UuidParam('bundleItemId') bundleItemId: string,
    @Body() dto: UpdateBundleItemDto,
  ): Promise<BundleEntryDto> {
    return this.items.update(ownerId, id, bundleItemId, dto.quantity);
  }

  @Delete(':bundleItemId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The entry is gone; the library item stays.' })
  @ApiNotFoundResponse({ description: 'No such bundle or entry, or another user’s.' })
  delete(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @UuidParam('bundleItemId') bundleItemId: string,
  ): Promise<void> {
    return this.items.delete(ownerId, id, bundleItemId);
  }
}
