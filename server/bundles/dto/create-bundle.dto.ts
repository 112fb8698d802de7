import { CategoryIdField, NameField } from '@server/gear/dto/gear-item-fields.js';
import { DescriptionField } from '@server/packs/dto/text-fields.js';

/** The body of POST /api/bundles. */
export class CreateBundleDto {
  @NameField(true)
  name: string;

  @DescriptionField()
  description?: string;

  @CategoryIdField()
  categoryId?: string | null;
}
