import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PRICE_BY_CURRENCY } from '@server/bundles/dto/bundle-response.dto.js';
import {
  WEIGHT_SCALES,
  WEIGHT_UNITS,
  type WeightScale,
  type WeightUnit,
} from '@server/domain/weight-units.js';
import {
  LINE_KINDS,
  PackWeightTotalsDto,
  type LineKind,
} from '@server/packs/dto/pack-response.dto.js';
import { PublicOwnerDto } from './public-owner.dto.js';

/**
 * An item on a public pack: what the owner's pack page shows of it, without ids, retired flags,
 * quantities owned or photos' private addresses. Empty fields are left out, as on the pack page.
 */
export class PublicPackItemDto {
  @ApiProperty()
  name: string;

  @ApiPropertyOptional({ description: 'Left out when empty.' })
  brand?: string;

  @ApiProperty({ type: 'integer' })
  weightMg: number;

  @ApiPropertyOptional({ type: 'integer', description: 'Left out when the item has no price.' })
  priceMinor?: number;

  @ApiPropertyOptional({ type: String, description: 'Left out when the item has no price.' })
  currency?: string;

  @ApiPropertyOptional({
    type: String,
    example: '/api/public/photos/{id}',
    description: 'Left out when the item has no photo.',
  })
  photoUrl?: string;

  @ApiPropertyOptional({ type: String, description: 'Left out when the item has no link.' })
  url?: string;

  @ApiPropertyOptional({
    description:
      'The item’s notes (LighterPack’s `desc` column, which the CSV import reads into them); ' +
      'left out when empty.',
  })
  description?: string;
}

export class PublicBundleItemDto {
  @ApiProperty()
  name: string;

  @ApiProperty()
  brand: string;

  @ApiProperty({ description: 'Per bundle; the line’s quantity multiplies it.' })
  quantity: number;

  @ApiProperty({ type: 'integer' })
  weightMg: number;

  @ApiProperty({ type: 'integer', nullable: true })
  priceMinor: number | null;

  @ApiProperty({ type: String, nullable: true })
  currency: string | null;

  @ApiProperty({ description: 'Worn in this pack: its own mark, or else the line’s.' })
  worn: boolean;

  @ApiProperty({ description: 'Consumable in this pack: its own mark, or else the line’s.' })
  consumable: boolean;
}

export class PublicPackBundleDto {
  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: () => [PublicBundleItemDto] })
  items: PublicBundleItemDto[];
}

/** A line of a public pack, in its category's order; flags only when set. */
export class PublicPackLineDto {
  @ApiProperty({ enum: LINE_KINDS, enumName: 'PackLineKind' })
  kind: LineKind;

  @ApiProperty()
  quantity: number;

  @ApiPropertyOptional({ type: Boolean, enum: [true], description: 'Present only when worn.' })
  worn?: true;

  @ApiPropertyOptional({
    type: Boolean,
    enum: [true],
    description: 'Present only when consumable.',
  })
  consumable?: true;

  @ApiPropertyOptional({ type: () => PublicPackItemDto, description: 'Item lines only.' })
  item?: PublicPackItemDto;

  @ApiPropertyOptional({ type: () => PublicPackBundleDto, description: 'Bundle lines only.' })
  bundle?: PublicPackBundleDto;
}

export class PublicCategoryTotalsDto {
  @ApiProperty({ type: 'integer' })
  totalMg: number;

  @ApiProperty({ type: 'integer' })
  baseMg: number;

  @ApiProperty({ type: 'integer' })
  wornMg: number;

  @ApiProperty({ type: 'integer' })
  consumableMg: number;

  @ApiProperty()
  itemCount: number;

  @ApiProperty(PRICE_BY_CURRENCY)
  priceByCurrency: Record<string, number>;
}

export class PublicPackCategoryDto {
  @ApiProperty({ description: 'The category’s name; "Uncategorized" for lines without one.' })
  name: string;

  @ApiProperty({ example: '#4a7c59' })
  color: string;

  @ApiProperty({ type: () => PublicCategoryTotalsDto })
  totals: PublicCategoryTotalsDto;

  @ApiProperty({ type: () => [PublicPackLineDto], description: 'In the pack’s order.' })
  lines: PublicPackLineDto[];
}

export class PublicPackTotalsDto extends PackWeightTotalsDto {
  @ApiProperty(PRICE_BY_CURRENCY)
  priceByCurrency: Record<string, number>;
}

/** GET /api/public/users/:username/packs/:slug: a public pack as anyone sees it. */
export class PublicPackDto {
  @ApiProperty({ type: () => PublicOwnerDto })
  owner: PublicOwnerDto;

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty()
  slug: string;

  @ApiProperty()
  updatedAt: Date;

  @ApiProperty({
    enum: WEIGHT_UNITS,
    enumName: 'WeightUnit',
    description: 'The owner’s unit: the page’s default view.',
  })
  weightUnit: WeightUnit;

  @ApiProperty({ enum: WEIGHT_SCALES, enumName: 'WeightScale', description: 'The owner’s.' })
  weightScale: WeightScale;

  @ApiProperty({ type: () => [PublicPackCategoryDto], description: 'In the pack’s order.' })
  categories: PublicPackCategoryDto[];

  @ApiProperty({ type: () => PublicPackTotalsDto })
  totals: PublicPackTotalsDto;
}

/** A public pack as the profile lists it. */
export class PublicPackSummaryDto {
  @ApiProperty()
  name: string;

  @ApiProperty()
  slug: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'Lines in the pack (a bundle line counts once).' })
  lineCount: number;

  @ApiProperty({ type: () => PackWeightTotalsDto })
  totals: PackWeightTotalsDto;

  @ApiProperty()
  updatedAt: Date;
}
