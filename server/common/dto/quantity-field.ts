import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, Max, Min } from 'class-validator';
import { MAX_QUANTITY } from '@server/domain/pack-limits.js';
import { OptionalNotNull } from '@server/common/validators.js';

/**
 * A pack line's or bundle entry's quantity: 0 to MAX_QUANTITY (999) with at most two decimals
 * (half a fuel canister is 0.5), as the numeric(10, 2) columns store it. Left out, it is 1
 * where a default applies. A bundle line's quantity times its entries' is held to the same
 * maximum by the services (pack-size.ts).
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
    Min(0, { message: 'quantity must be 0 or more' }),
    Max(MAX_QUANTITY),
  );
