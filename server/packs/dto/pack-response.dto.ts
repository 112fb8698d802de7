import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PRICE_BY_CURRENCY } from '@server/bundles/dto/bundle-response.dto.js';

export class PackWeightTotalsDto {
  @ApiProperty({ type: 'integer', description: 'Milligrams, like every *Mg figure.' })
  totalMg: number;

  @ApiProperty({ type: 'integer', description: 'total - worn - consumable.' })
  baseMg: number;

  @ApiProperty({ type: 'integer' })
  wornMg: number;

  @ApiProperty({ type: 'integer' })
  consumableMg: number;

  @ApiProperty({ type: 'integer', description: 'total - worn: what goes on the back.' })
  packWeightMg: number;

  @ApiProperty({ description: 'Sum of quantities, bundles expanded (may be fractional).' })
  itemCount: number;
}

export class PackSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty()
  slug: string;

  @ApiProperty({ description: 'Lines in the pack (a bundle line counts once).' })
  lineCount: number;

  @ApiProperty({ description: 'Whether anyone may see the pack at its public address.' })
  isPublic: boolean;

  @ApiProperty({ type: () => PackWeightTotalsDto })
  totals: PackWeightTotalsDto;

  @ApiProperty()
  updatedAt: Date;
}

export class PackCategoryDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'Null: none.' })
  categoryId: string | null;

  @ApiProperty({ description: 'The category’s name; "Uncategorized" for lines without one.' })
  name: string;

  @ApiProperty({ example: '#4a7c59' })
  color: string;

  @ApiProperty({ description: 'Position in the pack, from 0.' })
  sortOrder: number;
}

/**
 * A line's item. To keep a large pack's answer small, a field at its empty value (no brand, no
 * price, no photo, no link, no notes, not retired) is left out.
 */
export class PackLineItemDto {
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

  @ApiPropertyOptional({ type: String, description: 'Left out when the item has no photo.' })
  photoUrl?: string;

  @ApiPropertyOptional({ type: String, description: 'Left out when the item has no link.' })
  url?: string;

  @ApiPropertyOptional({ description: 'Left out when empty.' })
  notes?: string;

  @ApiPropertyOptional({
    type: Boolean,
    enum: [true],
    description: 'Present (true) only for a retired item.',
  })
  retired?: true;
}

export class PackBundleEntryDto {
  @ApiProperty({ format: 'uuid' })
  gearItemId: string;

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

  @ApiProperty({ nullable: true, type: String })
  currency: string | null;

  @ApiProperty({ description: 'Worn in this pack: its own mark, or else the line’s.' })
  worn: boolean;

  @ApiProperty({ description: 'Consumable in this pack: its own mark, or else the line’s.' })
  consumable: boolean;
}

export class PackLineBundleDto {
  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: () => [PackBundleEntryDto] })
  items: PackBundleEntryDto[];
}

export const LINE_KINDS = ['item', 'bundle'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/**
 * A line of a pack, inside its category (`PackDetailCategoryDto.lines`), in its place there.
 * Flags are present only when set, and the line names its item or its bundle, not both.
 */
export class PackLineDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: LINE_KINDS, enumName: 'PackLineKind' })
  kind: LineKind;

  @ApiPropertyOptional({ format: 'uuid', description: 'Item lines only.' })
  gearItemId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Bundle lines only.' })
  bundleId?: string;

  @ApiProperty()
  quantity: number;

  @ApiPropertyOptional({
    type: Boolean,
    enum: [true],
    description: 'Present (true) only when worn.',
  })
  worn?: true;

  @ApiPropertyOptional({
    type: Boolean,
    enum: [true],
    description: 'Present (true) only when consumable.',
  })
  consumable?: true;

  @ApiPropertyOptional({
    type: Boolean,
    enum: [true],
    description: 'Present (true) only when ticked on the checklist.',
  })
  packed?: true;

  @ApiPropertyOptional({ type: () => PackLineItemDto, description: 'Item lines only.' })
  item?: PackLineItemDto;

  @ApiPropertyOptional({ type: () => PackLineBundleDto, description: 'Bundle lines only.' })
  bundle?: PackLineBundleDto;
}

/** One line on its own (added or changed), with the category it shows in. */
export class PackLineResponseDto extends PackLineDto {
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The item’s category, or the bundle’s; null: none.',
  })
  categoryId: string | null;
}

/** A category of the pack with its lines, in their order. */
export class PackDetailCategoryDto extends PackCategoryDto {
  @ApiProperty({ type: () => [PackLineDto], description: 'In the pack’s order.' })
  lines: PackLineDto[];
}

export class CategoryTotalsDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  categoryId: string | null;

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

export class PackTotalsDto extends PackWeightTotalsDto {
  @ApiProperty(PRICE_BY_CURRENCY)
  priceByCurrency: Record<string, number>;

  @ApiProperty({ type: () => [CategoryTotalsDto], description: 'In the pack’s category order.' })
  byCategory: CategoryTotalsDto[];
}

export class PackDetailDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty()
  slug: string;

  @ApiProperty({ description: 'Whether anyone may see the pack at its public address.' })
  isPublic: boolean;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty()
  updatedAt: Date;

  @ApiProperty({
    type: () => [PackDetailCategoryDto],
    description:
      'The categories present, in pack order, each with its lines. A line’s own total is not ' +
      'sent: it is its item’s weight times its quantity, or its bundle’s items’ (see totals).',
  })
  categories: PackDetailCategoryDto[];

  @ApiProperty({ type: () => PackTotalsDto })
  totals: PackTotalsDto;
}
