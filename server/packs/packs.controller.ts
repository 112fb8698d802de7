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
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { CreatePackDto } from './dto/create-pack.dto.js';
import { PackLayoutDto } from './dto/pack-layout.dto.js';
import { PackDetailDto, PackSummaryDto } from './dto/pack-response.dto.js';
import { UpdatePackDto } from './dto/update-pack.dto.js';
import { PackLayoutService } from './layout/pack-layout.service.js';
import { PackLinesService } from './lines/pack-lines.service.js';
import { PacksService } from './packs.service.js';

@ApiTags('packs')
@Controller('packs')
export class PacksController {
  constructor(
    private readonly packs: PacksService,
    private readonly layout: PackLayoutService,
    private readonly lines: PackLinesService,
  ) {}

  @Get()
  @ApiOkResponse({ type: [PackSummaryDto], description: 'The most recently changed first.' })
  list(@CurrentUserId() ownerId: string): Promise<PackSummaryDto[]> {
    return this.packs.list(ownerId);
  }

  @Post()
  @ApiCreatedResponse({ type: PackDetailDto })
  @ApiBadRequestResponse({ description: 'A field is missing or malformed; `errors` names it.' })
  @ApiConflictResponse({ description: 'SLUG_TAKEN: another of your packs has that slug.' })
  create(@CurrentUserId() ownerId: string, @Body() dto: CreatePackDto): Promise<PackDetailDto> {
    return this.packs.create(ownerId, dto);
  }

  @Get(':id')
  @ApiOkResponse({ type: PackDetailDto })
  @OwnedResource('pack')
  get(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<PackDetailDto> {
    return this.packs.get(ownerId, id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: PackDetailDto })
  @OwnedResource('pack')
  @ApiConflictResponse({ description: 'SLUG_TAKEN: another of your packs has that slug.' })
  update(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: UpdatePackDto,
  ): Promise<PackDetailDto> {
    return this.packs.update(ownerId, id, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted with its lines; the library is untouched.' })
  @OwnedResource('pack')
  delete(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<void> {
    return this.packs.delete(ownerId, id);
  }

  @Post(':id/duplicate')
  @ApiCreatedResponse({ type: PackDetailDto, description: '“<name> (copy)”, lines unpacked.' })
  @OwnedResource('pack')
  duplicate(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<PackDetailDto> {
    return this.packs.duplicate(ownerId, id);
  }

  @Put(':id/layout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Category and line order written in one transaction.' })
  @OwnedResource('pack', { badRequest: 'A list is not exactly what the pack holds.' })
  setLayout(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: PackLayoutDto,
  ): Promise<void> {
    return this.layout.set(ownerId, id, dto);
  }

  @Post(':id/checklist/reset')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Every line is unpacked.' })
  @OwnedResource('pack')
  resetChecklist(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<void> {
    return this.lines.resetChecklist(ownerId, id);
  }
}
