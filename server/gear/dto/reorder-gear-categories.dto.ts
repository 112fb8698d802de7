import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsUUID } from 'class-validator';

/** The body of PUT /api/gear/categories/order: every one of the user's category ids, in order. */
export class ReorderGearCategoriesDto {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: 1000 })
  @IsArray()
  @ArrayMaxSize(1000)
  @ArrayUnique({ message: 'ids must not repeat a category' })
  @IsUUID('all', { each: true })
  ids: string[];
}
