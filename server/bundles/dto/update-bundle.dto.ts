import { CategoryIdField, NameField } from '@server/gear/dto/gear-item-fields.js';
import { DescriptionField } from '@server/packs/dto/text-fields.js';

/** The body of PATCH /api/bundles/:id: what is sent changes; categoryId null clears it. */
export class UpdateBundleDto {
  @NameField(false)
  name?: string;

  @DescriptionField()
  description?: string;

  @CategoryIdField()
  categoryId?: string | null;
}
