import { ApiProperty } from '@nestjs/swagger';

export class CopiedItemDto {
  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'The category’s name; "" for none.' })
  category: string;
}

/** POST /api/public/users/:username/packs/:slug/copy: the new pack and what it did to the library. */
export class CopyPublicPackResultDto {
  @ApiProperty({ format: 'uuid', description: 'The new pack, the visitor’s own (private).' })
  packId: string;

  @ApiProperty()
  packName: string;

  @ApiProperty({
    type: () => [CopiedItemDto],
    description: 'Items found in the visitor’s library (same name and category), used as they are.',
  })
  matched: CopiedItemDto[];

  @ApiProperty({
    type: () => [CopiedItemDto],
    description: 'Items added to the visitor’s library.',
  })
  created: CopiedItemDto[];

  @ApiProperty({ type: [String], description: 'Categories added to the visitor’s library.' })
  categoriesCreated: string[];
}
