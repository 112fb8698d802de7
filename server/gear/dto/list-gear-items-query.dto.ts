import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { MAX_PAGE_OFFSET, MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from '@server/domain/limits.js';

export const GEAR_ITEM_SORTS = [
  'name',
  'brand',
  'category',
  'weight',
  'quantity',
  'price',
  'updated',
] as const;
export type GearItemSort = (typeof GEAR_ITEM_SORTS)[number];

export const RETIRED_FILTERS = ['false', 'true', 'all'] as const;
export type RetiredFilter = (typeof RETIRED_FILTERS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The query of GET /api/gear/items. */
export class ListGearItemsQueryDto {
  @ApiPropertyOptional({ description: 'Case-insensitive, anywhere in name, brand or notes.' })
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH)
  search?: string;

  @ApiPropertyOptional({ description: 'A category id, or `none` for uncategorized items.' })
  @IsOptional()
  @ValidateIf((_object: object, value: unknown) => value !== 'none')
  @IsUUID('all', { message: 'categoryId must be a UUID or none' })
  categoryId?: string;

  @ApiPropertyOptional({ enum: RETIRED_FILTERS, default: 'false' })
  @IsOptional()
  @IsIn(RETIRED_FILTERS)
  retired: RetiredFilter = 'false';

  @ApiPropertyOptional({ enum: GEAR_ITEM_SORTS, default: 'name' })
  @IsOptional()
  @IsIn(GEAR_ITEM_SORTS)
  sort: GearItemSort = 'name';

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'asc' })
  @IsOptional()
  @IsIn(SORT_ORDERS)
  order: SortOrder = 'asc';

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit = 100;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_PAGE_OFFSET, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_PAGE_OFFSET)
  offset = 0;
}
