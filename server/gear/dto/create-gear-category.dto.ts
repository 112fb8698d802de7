import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length, Matches } from 'class-validator';
import { CATEGORY_NAME_MAX_LENGTH } from '@server/domain/limits.js';
import { LowerCase, Trim } from '@server/common/validators.js';

export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** The body of POST /api/gear/categories. */
export class CreateGearCategoryDto {
  @ApiProperty({
    minLength: 1,
    maxLength: CATEGORY_NAME_MAX_LENGTH,
    description: 'Trimmed; unique per user, any case.',
  })
  @Trim()
  @IsString()
  @Length(1, CATEGORY_NAME_MAX_LENGTH)
  name: string;

  @ApiPropertyOptional({
    pattern: COLOR_PATTERN.source,
    description: 'Picked from a palette when left out.',
  })
  @IsOptional()
  @LowerCase()
  @Matches(COLOR_PATTERN, { message: 'color must be a hex colour like #3b82f6' })
  color?: string;
}
