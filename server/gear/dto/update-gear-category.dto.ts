import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';
import { CATEGORY_NAME_MAX_LENGTH } from '@server/domain/limits.js';
import { COLOR_PATTERN } from './create-gear-category.dto.js';
import { LowerCase, OptionalNotNull, Trim } from '@server/common/validators.js';

/** The body of PATCH /api/gear/categories/:id: what is sent changes, the rest stays. */
export class UpdateGearCategoryDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: CATEGORY_NAME_MAX_LENGTH })
  @OptionalNotNull()
  @Trim()
  @IsString()
  @Length(1, CATEGORY_NAME_MAX_LENGTH)
  name?: string;

  @ApiPropertyOptional({ pattern: COLOR_PATTERN.source })
  @OptionalNotNull()
  @LowerCase()
  @Matches(COLOR_PATTERN, { message: 'color must be a hex colour like #3b82f6' })
  color?: string;
}
