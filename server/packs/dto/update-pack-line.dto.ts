import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { OptionalNotNull } from '@server/gear/dto/validators.js';
import { QuantityField } from './quantity-field.js';

/**
 * The body of PATCH /api/packs/:id/lines/:lineId. `packed` is set to the value sent, never
 * toggled: two tabs ticking the same checklist cannot undo each other.
 */
export class UpdatePackLineDto {
  @QuantityField(false)
  quantity?: number;

  @ApiProperty({ required: false })
  @OptionalNotNull()
  @IsBoolean()
  worn?: boolean;

  @ApiProperty({ required: false })
  @OptionalNotNull()
  @IsBoolean()
  consumable?: boolean;

  @ApiProperty({ required: false })
  @OptionalNotNull()
  @IsBoolean()
  packed?: boolean;
}
