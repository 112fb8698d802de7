import { CategoryIdField, NameField } from '@server/gear/dto/gear-item-fields.js';
import { DescriptionField } from '@server/common/dto/description-field.js';

/** The body of PATCH /api/bundles/:id: what is sent changes; categoryId null clears it. */
export class UpdateBundleDto {
  @NameField(false)
  name?: string;

  @DescriptionField()
  description?: string;

  @CategoryIdField()
  categoryId?: string | null;
}
