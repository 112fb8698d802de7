import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsUUID, ValidateBy, isUUID } from 'class-validator';
import { MAX_PACK_LINES } from '@server/domain/pack-limits.js';

/** Each element a uuid, or null for Uncategorized. */
const IsCategoryIdOrNull = () =>
  ValidateBy({
    name: 'isCategoryIdOrNull',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) &&
        value.every((id) => id === null || (typeof id === 'string' && isUUID(id))),
      defaultMessage: () => 'categoryOrder must hold category ids, or null for Uncategorized',
    },
  });

/**
 * The body of PUT /api/packs/:id/layout, sent after a drag-and-drop or keyboard move: the
 * whole arrangement, so the result never depends on which of two moves arrived first.
 */
export class PackLayoutDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'uuid', nullable: true },
    description: 'Exactly the categories present in the pack (null: Uncategorized), in order.',
  })
  @IsArray()
  @ArrayMaxSize(MAX_PACK_LINES)
  @ArrayUnique({ message: 'categoryOrder must not repeat a category' })
  @IsCategoryIdOrNull()
  categoryOrder: (string | null)[];

  @ApiProperty({
    type: [String],
    format: 'uuid',
    description: 'Exactly the pack’s line ids, in order.',
  })
  @IsArray()
  @ArrayMaxSize(MAX_PACK_LINES)
  @ArrayUnique({ message: 'lineOrder must not repeat a line' })
  @IsUUID('all', { each: true })
  lineOrder: string[];
}
