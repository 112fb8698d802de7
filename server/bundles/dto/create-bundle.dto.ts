import { CategoryIdField, NameField } from '@server/gear/dto/gear-item-fields.js';
import { DescriptionField } from '@server/common/dto/description-field.js';

/** The body of POST /api/bundles. */
export class CreateBundleDto {
  @NameField(true)
  name: string;

  @DescriptionField()
  description?: string;

  @CategoryIdField()
  categoryId?: string | null;
}
