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

  @ApiProperty({ type: () => PackWeightTotalsDto })
  totals: PackWeightTotalsDto;

  @ApiProperty()
  updatedAt: Date;
}

export class PackCategoryDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'Null: none.' })
  categoryId: string | null;

  @ApiProperty()
  name: string;

  @ApiProperty()
  color: string;

  @ApiProperty({ description: 'Position in the pack, from 0.' })
  sortOrder: number;
}

export class PackLineItemDto {
  @ApiProperty()
  name: string;

  @ApiProperty()
  brand: string;

  @ApiProperty({ type: 'integer' })
  weightMg: number;

  @ApiProperty({ type: 'integer', nullable: true })
  priceMinor: number | null;

  @ApiProperty({ nullable: true, type: String })
  currency: string | null;

  @ApiProperty({ nullable: true, type: String })
  photoUrl: string | null;

  @ApiProperty({ nullable: true, type: String })
  url: string | null;

  @ApiProperty()
  notes: string;

  @ApiProperty()
  retired: boolean;
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

export class PackLineDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: LINE_KINDS })
  kind: LineKind;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  gearItemId: string | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  bundleId: string | null;

  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The item’s category, or the bundle’s.',
  })
  categoryId: string | null;

  @ApiProperty()
  quantity: number;

  @ApiProperty()
  worn: boolean;

  @ApiProperty()
  consumable: boolean;

  @ApiProperty()
  packed: boolean;

  @ApiProperty()
  sortOrder: number;

  @ApiPropertyOptional({ type: () => PackLineItemDto, description: 'Item lines only.' })
  item?: PackLineItemDto;

  @ApiPropertyOptional({ type: () => PackLineBundleDto, description: 'Bundle lines only.' })
  bundle?: PackLineBundleDto;
}

export class LineTotalDto {
  @ApiProperty({ format: 'uuid' })
  lineId: string;

  @ApiProperty({ type: 'integer' })
  totalMg: number;
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

  @ApiProperty({ type: () => [LineTotalDto], description: 'One per pack line, in its order.' })
  items: LineTotalDto[];
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

  @ApiProperty()
  createdAt: Date;

  @ApiProperty()
  updatedAt: Date;

  @ApiProperty({ type: () => [PackCategoryDto], description: 'Those present, in pack order.' })
  categories: PackCategoryDto[];

  @ApiProperty({
    type: () => [PackLineDto],
    description: 'Grouped by category in pack order, then by each line’s sortOrder.',
  })
  lines: PackLineDto[];

  @ApiProperty({ type: () => PackTotalsDto })
  totals: PackTotalsDto;
}
