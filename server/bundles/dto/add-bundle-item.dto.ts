import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { QuantityField } from '@server/common/dto/quantity-field.js';

/** The body of POST /api/bundles/:id/items. An item already in the bundle adds to its quantity. */
export class AddBundleItemDto {
  @ApiProperty({ format: 'uuid', description: 'One of your library items.' })
  @IsUUID('all')
  gearItemId: string;

  @QuantityField(false)
  quantity?: number;
}
