import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, Max, Min } from 'class-validator';
import { OptionalNotNull } from '@server/gear/dto/validators.js';

/** What a request may set a pack line's or bundle entry's quantity to. */
export const MAX_QUANTITY = 9999;

/**
 * A quantity: 0 to 9999 with at most two decimals (half a fuel canister is 0.5), as the
 * numeric(10, 2) columns store it. Left out, it is 1 where a default applies.
 */
export const QuantityField = (required: boolean) =>
  applyDecorators(
    ApiProperty({
      required,
      minimum: 0,
      maximum: MAX_QUANTITY,
      multipleOf: 0.01,
      ...(required ? {} : { default: 1 }),
    }),
    ...(required ? [] : [OptionalNotNull()]),
    IsNumber(
      { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
      { message: 'quantity must be a number with at most 2 decimals' },
    ),
    Min(0),
    Max(MAX_QUANTITY),
  );
