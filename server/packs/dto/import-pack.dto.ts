import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, Length } from 'class-validator';
import { GEAR_ITEM_LIMITS } from '@server/gear/dto/gear-item-fields.js';
import { IsCurrency, Trim, UpperCase } from '@server/common/validators.js';
import { LIBRARY_CHOICES, type LibraryChoice } from './import-pack-result.dto.js';

/** A form field left blank arrives as ''; that means "not given". */
const BlankIsAbsent = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? undefined : value,
  );

/**
 * The text fields of POST /api/packs/import and /import/preview (multipart; the CSV itself is
 * the `file` part). LighterPack files carry no currency, so prices are read in the one given
 * here, by default the account's.
 */
export class ImportPackDto {
  @ApiProperty({
    required: false,
    maxLength: GEAR_ITEM_LIMITS.nameLength,
    description:
      'The new pack’s name; by default the file’s name without its extension. Not with packId.',
  })
  @BlankIsAbsent()
  @IsOptional()
  @Trim()
  @IsString()
  @Length(1, GEAR_ITEM_LIMITS.nameLength)
  name?: string;

  @ApiProperty({
    required: false,
    example: 'EUR',
    description: 'ISO 4217; by default the account’s currency, else USD.',
  })
  @BlankIsAbsent()
  @IsOptional()
  @UpperCase()
  @IsCurrency()
  currency?: string;

  @ApiProperty({
    required: false,
    format: 'uuid',
    description: 'One of your packs: the rows become lines added to it. By default a new pack.',
  })
  @BlankIsAbsent()
  @IsOptional()
  @IsUUID('all', { message: 'packId must be the id of one of your packs' })
  packId?: string;

  @ApiProperty({
    required: false,
    enum: LIBRARY_CHOICES,
    enumName: 'LibraryChoice',
    default: 'keep',
    description:
      'Library items the file matched but describes otherwise (weight, price, link, ' +
      'description): keep their values, or update them to the file’s. The preview ignores it.',
  })
  @BlankIsAbsent()
  @IsOptional()
  @IsIn(LIBRARY_CHOICES, { message: `updateLibrary must be one of ${LIBRARY_CHOICES.join(', ')}` })
  updateLibrary?: LibraryChoice;
}
