import {
  BrandField,
  CategoryIdField,
  CurrencyField,
  NameField,
  PriceMinorField,
  WeightMgField,
  WeightUnitField,
} from '@server/gear/dto/gear-item-fields.js';
import type { WeightUnit } from '@server/domain/weight-units.js';

/** An item typed straight into a pack: it joins the library, with the library's rules. */
export class NewPackItemDto {
  @NameField(true)
  name: string;

  @WeightMgField(true)
  weightMg: number;

  /** The unit the weight was typed in (grams unless sent), which the item's exports keep. */
  @WeightUnitField()
  weightUnit?: WeightUnit;

  @CategoryIdField()
  categoryId?: string | null;

  @BrandField()
  brand?: string;

  @PriceMinorField()
  priceMinor?: number | null;

  @CurrencyField()
  currency?: string | null;
}
