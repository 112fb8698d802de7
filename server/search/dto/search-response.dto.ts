import { ApiProperty } from '@nestjs/swagger';
import { SEARCH_RESULT_KINDS, type SearchResultKind } from '@server/domain/search.js';

export class SearchResultDto {
  @ApiProperty({ format: 'uuid', description: 'The thing’s id (a pack line’s for a line).' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({
    description:
      'Gear: brand and category; bundles: category; packs, trips and places: the start of ' +
      'their description or note; activities: the category; lines: the pack’s name.',
  })
  subtitle!: string;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Gear only.' })
  weightMg!: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date',
    description: 'A trip’s first day, an activity’s.',
  })
  day!: string | null;

  @ApiProperty({ description: 'Retired gear (and the lines holding it).' })
  retired!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'Lines only: their pack.',
  })
  packId!: string | null;
}

export class SearchGroupDto {
  @ApiProperty({ enum: SEARCH_RESULT_KINDS, enumName: 'SearchResultKind' })
  kind!: SearchResultKind;

  @ApiProperty({ type: 'integer', description: 'How many of this kind match (more than shown).' })
  total!: number;

  @ApiProperty({ type: [SearchResultDto], description: 'Best first.' })
  results!: SearchResultDto[];
}

export class SearchResponseDto {
  @ApiProperty({ type: [SearchGroupDto], description: 'The kind with the best match first.' })
  groups!: SearchGroupDto[];

  @ApiProperty({
    type: [String],
    description:
      'The folded word forms that matched (lower case, no accents or punctuation), for ' +
      'highlighting; one ending in * matches any word it starts.',
  })
  terms!: string[];
}
