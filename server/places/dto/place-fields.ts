import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, MaxLength } from 'class-validator';
import { NAME_MAX_LENGTH, PLACE_NOTE_MAX_LENGTH } from '@server/domain/limits.js';
import { OptionalNotNull, Trim } from '@server/common/validators.js';

/**
 * The rules of a place's own fields, shared by the create and update bodies (its position,
 * colour and icon are every marker's: server/common/dto/marker-fields.ts). `required` says whether
 * the field must be sent; `withDefault` documents what a create body left out gets (an update
 * leaves it as it is). No place field takes null.
 */
const presence = (required: boolean) => (required ? [] : [OptionalNotNull()]);

export const PlaceNameField = (required: boolean) =>
  applyDecorators(
    ApiProperty({ required, minLength: 1, maxLength: NAME_MAX_LENGTH, description: 'Trimmed.' }),
    ...presence(required),
    Trim(),
    IsString(),
    Length(1, NAME_MAX_LENGTH),
  );

export const PlaceNoteField = (withDefault: boolean) =>
  applyDecorators(
    ApiProperty({
      required: false,
      maxLength: PLACE_NOTE_MAX_LENGTH,
      ...(withDefault ? { default: '' } : {}),
    }),
    OptionalNotNull(),
    IsString(),
    MaxLength(PLACE_NOTE_MAX_LENGTH),
  );
