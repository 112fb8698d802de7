import { Body, Controller, Delete, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { AddPackLineDto } from '../dto/add-pack-line.dto.js';
import { PackDetailDto, PackLineResponseDto } from '../dto/pack-response.dto.js';
import { UpdatePackLineDto } from '../dto/update-pack-line.dto.js';
import { PackLinesService } from './pack-lines.service.js';

@ApiTags('packs')
@Controller('packs/:id/lines')
export class PackLinesController {
  constructor(private readonly lines: PackLinesService) {}

  @Post()
  @ApiCreatedResponse({ type: PackLineResponseDto, description: 'The new line, last in the pack.' })
  @ApiConflictResponse({ description: 'ALREADY_IN_PACK: errors[0].lineId is its line.' })
  @OwnedResource('pack', {
    badRequest: 'Not exactly one of gearItemId, bundleId and newItem; or one that is not yours.',
  })
  add(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: AddPackLineDto,
  ): Promise<PackLineResponseDto> {
    return this.lines.add(ownerId, id, dto);
  }

  @Patch(':lineId')
  @ApiOkResponse({ type: PackLineResponseDto })
  @OwnedResource('pack or line', { params: ['id', 'lineId'] })
  update(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @UuidParam('lineId') lineId: string,
    @Body() dto: UpdatePackLineDto,
  ): Promise<PackLineResponseDto> {
    return this.lines.update(ownerId, id, lineId, dto);
  }

  @Delete(':lineId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The line is gone; the library item stays.' })
  @OwnedResource('pack or line', { params: ['id', 'lineId'] })
  delete(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @UuidParam('lineId') lineId: string,
  ): Promise<void> {
    return this.lines.delete(ownerId, id, lineId);
  }

  @Post(':lineId/expand')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PackDetailDto, description: 'The pack, the bundle now item lines.' })
  @OwnedResource('pack or line', { params: ['id', 'lineId'], badRequest: 'NOT_A_BUNDLE_LINE.' })
  expand(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @UuidParam('lineId') lineId: string,
  ): Promise<PackDetailDto> {
    return this.lines.expand(ownerId, id, lineId);
  }
}
