import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsUUID } from 'class-validator';
import { MAX_PACK_LINES } from '@server/domain/pack-limits.js';

/**
 * The body of PUT /api/bundles/:id/items/order: every entry id of the bundle, in order. A
 * bundle holds at most as many items as a pack (MAX_PACK_LINES).
 */
export class ReorderBundleItemsDto {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: MAX_PACK_LINES })
  @IsArray()
  @ArrayMaxSize(MAX_PACK_LINES)
  @ArrayUnique({ message: 'ids must not repeat an entry' })
  @IsUUID('all', { each: true })
  ids: string[];
}
