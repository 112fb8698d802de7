import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { LineMarksDto } from './line-marks.dto.js';

/**
 * One item of a bundle line marked worn or consumable in this pack alone (at least one of the
 * two): the mark wins over the line's own until the line's is changed again.
 */
export class PackLineEntryDto extends LineMarksDto {
  @ApiProperty({ format: 'uuid', description: 'An item of the line’s bundle.' })
  @IsUUID('all')
  gearItemId: string;
}
