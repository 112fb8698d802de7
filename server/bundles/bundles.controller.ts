import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { BundlesService } from './bundles.service.js';
import { BundleDetailDto, BundleSummaryDto } from './dto/bundle-response.dto.js';
import { CreateBundleDto } from './dto/create-bundle.dto.js';
import { UpdateBundleDto } from './dto/update-bundle.dto.js';

@ApiTags('bundles')
@Controller('bundles')
export class BundlesController {
  constructor(private readonly bundles: BundlesService) {}

  @Get()
  @ApiOkResponse({ type: [BundleSummaryDto], description: 'By name.' })
  list(@CurrentUserId() ownerId: string): Promise<BundleSummaryDto[]> {
    return this.bundles.list(ownerId);
  }

  @Post()
  @ApiCreatedResponse({ type: BundleDetailDto })
  @ApiBadRequestResponse({ description: 'A field is malformed, or categoryId is not yours.' })
  create(@CurrentUserId() ownerId: string, @Body() dto: CreateBundleDto): Promise<BundleDetailDto> {
    return this.bundles.create(ownerId, dto);
  }

  @Get(':id')
  @ApiOkResponse({ type: BundleDetailDto })
  @OwnedResource('bundle')
  get(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<BundleDetailDto> {
    return this.bundles.get(ownerId, id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: BundleDetailDto, description: 'Every pack holding it shows the change.' })
  @OwnedResource('bundle')
  update(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: UpdateBundleDto,
  ): Promise<BundleDetailDto> {
    return this.bundles.update(ownerId, id, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Packs holding it get its items as plain lines first.' })
  @OwnedResource('bundle')
  delete(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<void> {
    return this.bundles.delete(ownerId, id);
  }
}
