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

/** The body of POST /api/gear/items. */
export class CreateGearItemDto {
  @NameField(true)
  name: string;

  @BrandField()
  brand?: string;

  @CategoryIdField()
  categoryId?: string | null;

  @WeightMgField(true)
  weightMg: number;

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
