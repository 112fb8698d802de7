import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import {
  WEIGHT_SCALES,
  WEIGHT_UNITS,
  type WeightScale,
  type WeightUnit,
} from '@server/domain/weight-units.js';
import {
  CategoryTotalsDto,
  PackBundleEntryDto,
  PackCategoryDto,
  PackDetailDto,
  PackLineBundleDto,
  PackLineDto,
  PackLineItemDto,
  PackSummaryDto,
  PackTotalsDto,
  PackWeightTotalsDto,
} from '@server/packs/dto/pack-response.dto.js';
import { PublicOwnerDto } from './public-owner.dto.js';

/*
 * Each public shape picks the owner's fields it shows as they are (PickType: their types and
 * docs come with them) and declares only what it works out itself. A field added to the owner's
 * DTOs stays private until it is named in a list here; public.mapper.ts copies by the same lists.
 */

/** The weight figures, every one public. */
export const WEIGHT_FIELDS = [
  'totalMg',
  'baseMg',
  'wornMg',
  'consumableMg',
  'packWeightMg',
  'itemCount',
] as const satisfies readonly (keyof PackWeightTotalsDto)[];

export const PUBLIC_ITEM_FIELDS = [
  'name',
  'brand',
  'weightMg',
  'priceMinor',
  'currency',
  'url',
] as const satisfies readonly (keyof PackLineItemDto)[];

/**
 * An item on a public pack: what the owner's pack page shows of it, without retired flags or
 * photos' private addresses. Empty fields are left out, as on the pack page.
 */
export class PublicPackItemDto extends PickType(PackLineItemDto, PUBLIC_ITEM_FIELDS) {
  @ApiPropertyOptional({
    type: String,
    example: '/api/public/photos/{id}',
    description: 'Left out when the item has no photo.',
  })
  photoUrl?: string;

  @ApiPropertyOptional({
    description:
      'The item’s notes (LighterPack’s `desc` column, which the CSV import reads into them); ' +
      'left out when empty.',
  })
  description?: string;
}

export const PUBLIC_BUNDLE_ITEM_FIELDS = [
  'name',
  'brand',
  'quantity',
  'weightMg',
  'priceMinor',
  'currency',
  'worn',
  'consumable',
] as const satisfies readonly (keyof PackBundleEntryDto)[];

/** An item of a bundle on a public pack: no id. */
export class PublicBundleItemDto extends PickType(PackBundleEntryDto, PUBLIC_BUNDLE_ITEM_FIELDS) {}

export const PUBLIC_BUNDLE_FIELDS = [
  'name',
  'description',
] as const satisfies readonly (keyof PackLineBundleDto)[];

export class PublicPackBundleDto extends PickType(PackLineBundleDto, PUBLIC_BUNDLE_FIELDS) {
  @ApiProperty({ type: () => [PublicBundleItemDto] })
  items: PublicBundleItemDto[];
}

export const PUBLIC_LINE_FIELDS = [
  'kind',
  'quantity',
  'worn',
  'consumable',
] as const satisfies readonly (keyof PackLineDto)[];

/** A line of a public pack, in its category's order; flags only when set. No ids, no ticks. */
export class PublicPackLineDto extends PickType(PackLineDto, PUBLIC_LINE_FIELDS) {
  @ApiPropertyOptional({ type: () => PublicPackItemDto, description: 'Item lines only.' })
  item?: PublicPackItemDto;

  @ApiPropertyOptional({ type: () => PublicPackBundleDto, description: 'Bundle lines only.' })
  bundle?: PublicPackBundleDto;
}

export const PUBLIC_CATEGORY_TOTALS_FIELDS = [
  'totalMg',
  'baseMg',
  'wornMg',
  'consumableMg',
  'itemCount',
  'priceByCurrency',
] as const satisfies readonly (keyof CategoryTotalsDto)[];

export class PublicCategoryTotalsDto extends PickType(
  CategoryTotalsDto,
  PUBLIC_CATEGORY_TOTALS_FIELDS,
) {}

export const PUBLIC_CATEGORY_FIELDS = [
  'name',
  'color',
] as const satisfies readonly (keyof PackCategoryDto)[];

export class PublicPackCategoryDto extends PickType(PackCategoryDto, PUBLIC_CATEGORY_FIELDS) {
  @ApiProperty({ type: () => PublicCategoryTotalsDto })
  totals: PublicCategoryTotalsDto;

  @ApiProperty({ type: () => [PublicPackLineDto], description: 'In the pack’s order.' })
  lines: PublicPackLineDto[];
}

export const PUBLIC_PACK_TOTALS_FIELDS = [
  ...WEIGHT_FIELDS,
  'priceByCurrency',
] as const satisfies readonly (keyof PackTotalsDto)[];

export class PublicPackTotalsDto extends PickType(PackTotalsDto, PUBLIC_PACK_TOTALS_FIELDS) {}

export const PUBLIC_PACK_FIELDS = [
  'name',
  'description',
  'slug',
  'updatedAt',
] as const satisfies readonly (keyof PackDetailDto)[];

/** GET /api/public/users/:username/packs/:slug: a public pack as anyone sees it. */
export class PublicPackDto extends PickType(PackDetailDto, PUBLIC_PACK_FIELDS) {
  @ApiProperty({ type: () => PublicOwnerDto })
  owner: PublicOwnerDto;

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

export const PUBLIC_PACK_SUMMARY_FIELDS = [
  'name',
  'slug',
  'description',
  'lineCount',
  'updatedAt',
] as const satisfies readonly (keyof PackSummaryDto)[];

/** A public pack as the profile lists it; its weights are picked field by field. */
export class PublicPackSummaryDto extends PickType(PackSummaryDto, [
  ...PUBLIC_PACK_SUMMARY_FIELDS,
  'totals',
]) {}
