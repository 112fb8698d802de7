import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { OptionalNotNull } from '@server/common/validators.js';
import { DESCRIPTION_MAX_LENGTH } from '@server/domain/limits.js';

/** A pack's or bundle's description: optional, never null ('' is none). */
export const DescriptionField = () =>
  applyDecorators(
    ApiProperty({ required: false, maxLength: DESCRIPTION_MAX_LENGTH }),
    OptionalNotNull(),
    IsString(),
    MaxLength(DESCRIPTION_MAX_LENGTH),
  );
