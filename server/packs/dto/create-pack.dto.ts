import { NameField } from '@server/gear/dto/gear-item-fields.js';
import { DescriptionField } from '@server/common/dto/description-field.js';
import { SlugField } from './slug-field.js';

/** The body of POST /api/packs. Without a slug, one is made from the name. */
export class CreatePackDto {
  @NameField(true)
  name: string;

  @DescriptionField()
  description?: string;

  @SlugField()
  slug?: string;
}
