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
import { CreateGearCategoryDto } from './dto/create-gear-category.dto.js';
import { GearCategoryResponseDto } from './dto/gear-category-response.dto.js';
import { ReorderGearCategoriesDto } from './dto/reorder-gear-categories.dto.js';
import { UpdateGearCategoryDto } from './dto/update-gear-category.dto.js';
import { GearCategoriesService } from './gear-categories.service.js';

@ApiTags('gear')
@Controller('gear/categories')
export class GearCategoriesController {
  constructor(private readonly categories: GearCategoriesService) {}

  @Get()
  @ApiOkResponse({ type: [GearCategoryResponseDto], description: 'In the user’s order.' })
  list(@CurrentUserId() ownerId: string): Promise<GearCategoryResponseDto[]> {
    return this.categories.list(ownerId);
  }

  @Post()
  @ApiCreatedResponse({ type: GearCategoryResponseDto })
  @ApiBadRequestResponse({ description: 'A field is missing or malformed; `errors` names it.' })
  @ApiConflictResponse({ description: 'CATEGORY_EXISTS: the name is taken, in any case.' })
  create(
    @CurrentUserId() ownerId: string,
    @Body() dto: CreateGearCategoryDto,
  ): Promise<GearCategoryResponseDto> {
    return this.categories.create(ownerId, dto);
  }

  @Put('order')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Each category’s sortOrder is its index in `ids`.' })
  @ApiBadRequestResponse({ description: '`ids` is not exactly the user’s categories.' })
  reorder(@CurrentUserId() ownerId: string, @Body() dto: ReorderGearCategoriesDto): Promise<void> {
    return this.categories.reorder(ownerId, dto.ids);
  }

  @Patch(':id')
  @ApiOkResponse({ type: GearCategoryResponseDto })
  @OwnedResource('category')
  @ApiConflictResponse({ description: 'CATEGORY_EXISTS: the name is taken, in any case.' })
  update(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: UpdateGearCategoryDto,
  ): Promise<GearCategoryResponseDto> {
    return this.categories.update(ownerId, id, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted; its items are now uncategorized.' })
  @OwnedResource('category')
  delete(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<void> {
    return this.categories.delete(ownerId, id);
  }
}
