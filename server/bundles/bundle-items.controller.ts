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
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
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
  @OwnedResource('bundle', { badRequest: 'A field is malformed, or gearItemId is not yours.' })
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
  @OwnedResource('bundle', { badRequest: '`ids` is not exactly the bundle’s entries.' })
  reorder(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: ReorderBundleItemsDto,
  ): Promise<void> {
    return this.items.reorder(ownerId, id, dto.ids);
  }

  @Patch(':bundleItemId')
  @ApiOkResponse({ type: BundleEntryDto })
  @OwnedResource('bundle or entry', { params: ['id', 'bundleItemId'] })
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
  @OwnedResource('bundle or entry', { params: ['id', 'bundleItemId'] })
  delete(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @UuidParam('bundleItemId') bundleItemId: string,
  ): Promise<void> {
    return this.items.delete(ownerId, id, bundleItemId);
  }
}
