import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { LowerCase, OptionalNotNull, Trim } from '@server/common/validators.js';
import { SLUG_MAX_LENGTH } from '@server/domain/limits.js';
import { SLUG_PATTERN } from '../slug.js';

/** A pack's slug: trimmed and lower-cased, then held to the database's CHECK. */
export const SlugField = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      maxLength: SLUG_MAX_LENGTH,
      pattern: SLUG_PATTERN.source,
      example: 'ete-a-chamonix',
    }),
    OptionalNotNull(),
    Trim(),
    LowerCase(),
    IsString(),
    MaxLength(SLUG_MAX_LENGTH),
    Matches(SLUG_PATTERN, {
      message: 'slug must be lowercase letters and digits, in words joined by single hyphens',
    }),
  );
