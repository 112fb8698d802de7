import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { OptionalNotNull } from '@server/common/validators.js';

/** Worn and consumable, each optional: a line's own marks, or one of its bundle's items'. */
export class LineMarksDto {
  @ApiProperty({ required: false })
  @OptionalNotNull()
  @IsBoolean()
  worn?: boolean;

  @ApiProperty({ required: false })
  @OptionalNotNull()
  @IsBoolean()
  consumable?: boolean;
}
