import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsUUID } from 'class-validator';

/** The body of PUT /api/bundles/:id/items/order: every entry id of the bundle, in order. */
export class ReorderBundleItemsDto {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: 1000 })
  @IsArray()
  @ArrayMaxSize(1000)
  @ArrayUnique({ message: 'ids must not repeat an entry' })
  @IsUUID('all', { each: true })
  ids: string[];
}
