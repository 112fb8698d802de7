import { ApiProperty } from '@nestjs/swagger';

export class ImportedPackDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  slug: string;
}

/** A row whose item was already in the library: the pack uses that item. */
export class MatchedItemDto {
  @ApiProperty({ description: 'The row’s line in the file (the header is line 1).' })
  line: number;

  @ApiProperty({ description: 'The library item’s name.' })
  name: string;

  @ApiProperty({ description: 'Its category’s name; empty when it has none.' })
  category: string;
}

/** A row naming the same item as an earlier row: its quantity went to that row's line. */
export class MergedRowDto {
  @ApiProperty()
  line: number;

  @ApiProperty({ description: 'The earlier row it was added to.' })
  intoLine: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  category: string;
}

export class RowNoticeDto {
  @ApiProperty()
  line: number;

  @ApiProperty()
  reason: string;
}

export class ImportPackResultDto {
  @ApiProperty({ type: () => ImportedPackDto })
  pack: ImportedPackDto;

  @ApiProperty({ description: 'Items added to the library.' })
  createdItems: number;

  @ApiProperty({ type: () => [MatchedItemDto] })
  matchedItems: MatchedItemDto[];

  @ApiProperty({ type: () => [MergedRowDto] })
  mergedRows: MergedRowDto[];

  @ApiProperty({ type: () => [RowNoticeDto], description: 'Rows not imported, and why.' })
  skipped: RowNoticeDto[];

  @ApiProperty({
    type: () => [RowNoticeDto],
    description: 'Rows imported with a change, e.g. a link that is not a web address was left out.',
  })
  adjusted: RowNoticeDto[];
}
