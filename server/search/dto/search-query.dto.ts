import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';
import { InRange } from '@server/common/validators.js';
import { MAX_ITEM_WEIGHT_MG } from '@server/domain/pack-limits.js';
import {
  SEARCH_KINDS,
  SEARCH_PER_KIND_DEFAULT,
  SEARCH_PER_KIND_MAX,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchKind,
} from '@server/domain/search.js';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** `a,b` or repeated `kind=a&kind=b`, as arrays. */
const commaList = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.split(',').filter(Boolean) : value;

const booleanWord = ({ value }: { value: unknown }): unknown =>
  value === 'true' ? true : value === 'false' ? false : value;

/** GET /api/search. */
export class SearchQueryDto {
  @ApiPropertyOptional({ maxLength: SEARCH_QUERY_MAX_LENGTH, description: 'The words.' })
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_QUERY_MAX_LENGTH)
  q = '';

  @ApiPropertyOptional({
    description:
      'The last word is whole (the person typed a space after it): it is not also taken as ' +
      'the start of a longer word.',
  })
  @IsOptional()
  @Transform(booleanWord)
  @IsBoolean({ message: 'whole must be true or false' })
  whole = false;

  @ApiPropertyOptional({
    type: [String],
    enum: SEARCH_KINDS,
    description: 'Only these kinds (comma-separated). Gear and bundles also bring pack lines.',
  })
  @IsOptional()
  @Transform(commaList)
  @IsIn(SEARCH_KINDS, { each: true, message: `kind must be among ${SEARCH_KINDS.join(', ')}` })
  kind?: SearchKind[];

  @ApiPropertyOptional({ description: 'Gear and bundles of this category.' })
  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be a UUID' })
  categoryId?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'Gear of at least this weight, in mg.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'minWeightMg must be a whole number' })
  @InRange(0, MAX_ITEM_WEIGHT_MG)
  minWeightMg?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'Gear of at most this weight, in mg.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'maxWeightMg must be a whole number' })
  @InRange(0, MAX_ITEM_WEIGHT_MG)
  maxWeightMg?: number;

  @ApiPropertyOptional({ format: 'date', description: 'Trips and activities on or after.' })
  @IsOptional()
  @Matches(DAY, { message: 'from must be a day (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Trips and activities on or before.' })
  @IsOptional()
  @Matches(DAY, { message: 'to must be a day (YYYY-MM-DD)' })
  to?: string;

  @ApiPropertyOptional({ description: 'Only retired gear (true) or none of it (false).' })
  @IsOptional()
  @Transform(booleanWord)
  @IsBoolean({ message: 'retired must be true or false' })
  retired?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: SEARCH_PER_KIND_MAX,
    default: SEARCH_PER_KIND_DEFAULT,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @InRange(1, SEARCH_PER_KIND_MAX)
  limit = SEARCH_PER_KIND_DEFAULT;
}
