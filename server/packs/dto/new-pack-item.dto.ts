import {
  BrandField,
  CategoryIdField,
  CurrencyField,
  NameField,
  PriceMinorField,
  WeightMgField,
} from '@server/gear/dto/gear-item-fields.js';

/** An item typed straight into a pack: it joins the library, with the library's rules. */
export class NewPackItemDto {
  @NameField(true)
  name: string;

  @WeightMgField(true)
  weightMg: number;

  @CategoryIdField()
  categoryId?: string | null;

  @BrandField()
  brand?: string;

  @PriceMinorField()
  priceMinor?: number | null;

  @CurrencyField()
  currency?: string | null;
}
