import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsUUID } from 'class-validator';
import { OptionalNotNull } from '@server/gear/dto/validators.js';

/**
 * One item of a bundle line marked worn or consumable in this pack alone (at least one of the
 * two): the mark wins over the line's own until the line's is changed again.
 */
export class PackLineEntryDto {
  @ApiProperty({ format: 'uuid', description: 'An item of the line’s bundle.' })
  @IsUUID('all')
  gearItemId: string;

  @ApiProperty({ required: false })
  @OptionalNotNull()
  @IsBoolean()
  worn?: boolean;

  @ApiProperty({ required: false })
  @OptionalNotNull()
  @IsBoolean()
  consumable?: boolean;
}
