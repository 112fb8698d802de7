import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { WEIGHT_UNITS, type WeightUnit } from '@server/domain/weight-units.js';

export class WeightValueDto {
  @ApiProperty({ type: 'integer' })
  weightMg: number;

  @ApiProperty({
    enum: WEIGHT_UNITS,
    enumName: 'WeightUnit',
    description: 'The unit it was entered or written in.',
  })
  weightUnit: WeightUnit;
}

export class PriceValueDto {
  @ApiProperty({ type: 'integer', nullable: true, description: 'Minor units; null: no price.' })
  priceMinor: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'EUR' })
  currency: string | null;
}

export class WeightDifferenceDto {
  @ApiProperty({ type: () => WeightValueDto })
  library: WeightValueDto;

  @ApiProperty({ type: () => WeightValueDto })
  file: WeightValueDto;
}

export class PriceDifferenceDto {
  @ApiProperty({ type: () => PriceValueDto })
  library: PriceValueDto;

  @ApiProperty({ type: () => PriceValueDto, description: 'In the import’s currency.' })
  file: PriceValueDto;
}

export class UrlDifferenceDto {
  @ApiProperty({ type: String, nullable: true })
  library: string | null;

  @ApiProperty({ type: String, nullable: true })
  file: string | null;
}

export class DescriptionDifferenceDto {
  @ApiProperty({ description: 'The item’s notes.' })
  library: string;

  @ApiProperty({ description: 'The row’s desc.' })
  file: string;
}

/**
 * Where a row and the library item it matched disagree; each field only when they do. Weights
 * compare as the file writes them (in the row's unit, to 2 decimals).
 */
export class ItemDifferencesDto {
  @ApiPropertyOptional({ type: () => WeightDifferenceDto })
  weight?: WeightDifferenceDto;

  @ApiPropertyOptional({ type: () => PriceDifferenceDto })
  price?: PriceDifferenceDto;

  @ApiPropertyOptional({ type: () => UrlDifferenceDto })
  url?: UrlDifferenceDto;

  @ApiPropertyOptional({ type: () => DescriptionDifferenceDto })
  description?: DescriptionDifferenceDto;
}
