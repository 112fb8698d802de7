import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length } from 'class-validator';
import { GEAR_ITEM_LIMITS } from '@server/gear/dto/gear-item-fields.js';
import { IsCurrency, Trim, UpperCase } from '@server/gear/dto/validators.js';

/** A form field left blank arrives as ''; that means "not given". */
const BlankIsAbsent = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? undefined : value,
  );

/**
 * The text fields of POST /api/packs/import (multipart; the CSV itself is the `file` part).
 * LighterPack files carry no currency, so prices are read in the one given here.
 */
export class ImportPackDto {
  @ApiProperty({
    required: false,
    maxLength: GEAR_ITEM_LIMITS.nameLength,
    description: 'The new pack’s name; by default the file’s name without its extension.',
  })
  @BlankIsAbsent()
  @IsOptional()
  @Trim()
  @IsString()
  @Length(1, GEAR_ITEM_LIMITS.nameLength)
  name?: string;

  @ApiProperty({ required: false, default: 'USD', example: 'EUR', description: 'ISO 4217.' })
  @BlankIsAbsent()
  @IsOptional()
  @UpperCase()
  @IsCurrency()
  currency?: string;
}
