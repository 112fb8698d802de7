import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { OptionalNotNull } from '@server/common/validators.js';
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

  @ApiPropertyOptional({
    description: 'Whether anyone may see the pack at /u/{username}/pack/{slug}.',
  })
  @OptionalNotNull()
  @IsBoolean({ message: 'isPublic must be true or false' })
  isPublic?: boolean;
}
