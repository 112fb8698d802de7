import { NameField } from '@server/gear/dto/gear-item-fields.js';
import { DescriptionField } from '@server/common/dto/description-field.js';
import { SlugField } from './slug-field.js';

/** The body of PATCH /api/packs/:id: what is sent changes (a new name keeps the slug). */
export class UpdatePackDto {
  @NameField(false)
  name?: string;

  @DescriptionField()
  description?: string;

  @SlugField()
  slug?: string;
}
