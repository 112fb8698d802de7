import { ApiProperty } from '@nestjs/swagger';

/** Minor units per ISO 4217 currency code, e.g. { "EUR": 4599, "USD": 12000 }. */
export const PRICE_BY_CURRENCY = {
  type: 'object',
  additionalProperties: { type: 'integer' },
  example: { EUR: 4599 },
} as const;

export class BundleSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  categoryId: string | null;

  @ApiProperty({ description: 'Sum of the entries’ quantities (may be fractional).' })
  itemCount: number;

  @ApiProperty({ type: 'integer', description: 'Milligrams; each entry rounded, then summed.' })
  totalWeightMg: number;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty()
  updatedAt: Date;
}

export class BundleEntryItemDto {
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

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  categoryId: string | null;

  @ApiProperty()
  retired: boolean;
}

export class BundleEntryDto {
  @ApiProperty({ format: 'uuid', description: 'The entry’s id (bundleItemId in paths).' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  gearItemId: string;

  @ApiProperty({ description: 'How many of the item one bundle holds.' })
  quantity: number;

  @ApiProperty()
  sortOrder: number;

  @ApiProperty({ type: () => BundleEntryItemDto })
  item: BundleEntryItemDto;
}

export class PackRefDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;
}

export class BundleDetailDto extends BundleSummaryDto {
  @ApiProperty({ type: () => [BundleEntryDto], description: 'In the bundle’s order.' })
  items: BundleEntryDto[];

  @ApiProperty(PRICE_BY_CURRENCY)
  priceByCurrency: Record<string, number>;

  @ApiProperty({ type: () => [PackRefDto], description: 'The packs holding the bundle, by name.' })
  usedInPacks: PackRefDto[];
}
