import { ApiProperty } from '@nestjs/swagger';
import { ItemDifferencesDto } from './import-item-differences.dto.js';

export const LIBRARY_CHOICES = ['keep', 'update'] as const;
/** What an import does to the library items it matched: keep their values, or take the file's. */
export type LibraryChoice = (typeof LIBRARY_CHOICES)[number];

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

  @ApiProperty({ format: 'uuid', description: 'The library item.' })
  gearItemId: string;

  @ApiProperty({ description: 'The library item’s name.' })
  name: string;

  @ApiProperty({ description: 'Its category’s name; empty when it has none.' })
  category: string;

  @ApiProperty({
    type: () => ItemDifferencesDto,
    description: 'Where the file says otherwise than the library; {} when they agree.',
  })
  differences: ItemDifferencesDto;
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

/** Importing into an existing pack: a row whose item has a line there already, left as it is. */
export class AlreadyInPackDto {
  @ApiProperty()
  line: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  category: string;

  @ApiProperty({ description: 'The quantity of its line in the pack, unchanged.' })
  packQuantity: number;

  @ApiProperty({ description: 'The quantity the file gives.' })
  fileQuantity: number;
}

export class RowNoticeDto {
  @ApiProperty()
  line: number;

  @ApiProperty()
  reason: string;
}

/** What an import does (its preview) or did (its result), apart from the pack itself. */
export class ImportPlanReportDto {
  @ApiProperty({ example: 'EUR', description: 'The currency the file’s prices were read in.' })
  currency: string;

  @ApiProperty({ description: 'Items added to the library.' })
  createdItems: number;

  @ApiProperty({ type: () => [MatchedItemDto] })
  matchedItems: MatchedItemDto[];

  @ApiProperty({ description: 'Lines added to the pack.' })
  addedLines: number;

  @ApiProperty({
    type: () => [AlreadyInPackDto],
    description: 'Into an existing pack: rows whose item the pack holds already (not added).',
  })
  alreadyInPack: AlreadyInPackDto[];

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

export class ImportPackResultDto extends ImportPlanReportDto {
  @ApiProperty({ type: () => ImportedPackDto, description: 'The new pack, or the one added to.' })
  pack: ImportedPackDto;

  @ApiProperty({
    enum: LIBRARY_CHOICES,
    enumName: 'LibraryChoice',
    description: 'What was done with the differences.',
  })
  libraryChoice: LibraryChoice;

  @ApiProperty({
    description: 'Library items changed to the file’s values (0 unless libraryChoice is update).',
  })
  updatedItems: number;
}

export class PreviewPackDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'Null: a new pack.' })
  id: string | null;

  @ApiProperty()
  name: string;
}

/** What the import would do, nothing written: the differences to choose about first. */
export class ImportPreviewDto extends ImportPlanReportDto {
  @ApiProperty({ type: () => PreviewPackDto })
  pack: PreviewPackDto;
}
