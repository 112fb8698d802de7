import { QuantityField } from '@server/common/dto/quantity-field.js';

/** The body of PATCH /api/bundles/:id/items/:bundleItemId. */
export class UpdateBundleItemDto {
  @QuantityField(true)
  quantity: number;
}
