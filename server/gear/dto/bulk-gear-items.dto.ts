import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  isUUID,
  IsArray,
  IsIn,
  IsUUID,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { MAX_BULK_IDS } from '@server/domain/limits.js';

export const BULK_ACTIONS = ['move', 'retire', 'unretire', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const isMove = (args?: ValidationArguments) =>
  (args?.object as Partial<BulkGearItemsDto> | undefined)?.action === 'move';

/** Required (a uuid, or null for none) with `move`; refused with any other action. */
const IsBulkCategoryId = () =>
  ValidateBy({
    name: 'isBulkCategoryId',
    validator: {
      validate: (value: unknown, args) =>
        isMove(args)
          ? value === null || (typeof value === 'string' && isUUID(value))
          : value === undefined,
      defaultMessage: (args) =>
        isMove(args)
          ? 'categoryId must be a UUID, or null to move the items out of any category'
          : 'categoryId is only used with the move action',
    },
  });

/** The body of POST /api/gear/items/bulk. */
export class BulkGearItemsDto {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: MAX_BULK_IDS })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BULK_IDS)
  @ArrayUnique({ message: 'ids must not repeat an item' })
  @IsUUID('all', { each: true })
  ids: string[];

  @ApiProperty({ enum: BULK_ACTIONS, enumName: 'BulkAction' })
  @IsIn(BULK_ACTIONS)
  action: BulkAction;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'With `move`: the category to move to, or null for none.',
  })
  @IsBulkCategoryId()
  categoryId?: string | null;
}

export class BulkResultDto {
  @ApiProperty({ description: 'How many items the action changed or deleted.' })
  affected: number;
}
