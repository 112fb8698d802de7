import type { WeightUnit } from '@server/domain/weight-units.js';
import {
  BrandField,
  CategoryIdField,
  CurrencyField,
  NameField,
  NotesField,
  PriceMinorField,
  QuantityOwnedField,
  RetiredField,
  RetireAfterMField,
  UrlField,
  WeightMgField,
  WeightUnitField,
} from './gear-item-fields.js';

/**
 * The body of PATCH /api/gear/items/:id: what is sent changes, the rest stays. Null clears
 * categoryId, url, retireAfterM and the price (priceMinor: null clears the currency with it).
 */
export class UpdateGearItemDto {
  @NameField(false)
  name?: string;

  @BrandField()
  brand?: string;

  @CategoryIdField()
  categoryId?: string | null;

  @WeightMgField(false)
  weightMg?: number;

  @WeightUnitField()
  weightUnit?: WeightUnit;

  @QuantityOwnedField()
  quantityOwned?: number;

  @PriceMinorField()
  priceMinor?: number | null;

  @CurrencyField()
  currency?: string | null;

  @UrlField()
  url?: string | null;

  @NotesField()
  notes?: string;

  @RetiredField()
  retired?: boolean;

  @RetireAfterMField()
  retireAfterM?: number | null;
}
