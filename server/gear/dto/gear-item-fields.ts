import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import {
  BRAND_MAX_LENGTH,
  MAX_OWNED_QUANTITY,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@server/domain/limits.js';
import { MAX_ITEM_WEIGHT_MG, MAX_PRICE_MINOR } from '@server/domain/pack-limits.js';
import {
  isRetirementDistance,
  MAX_RETIREMENT_M,
  MIN_RETIREMENT_M,
  NO_RETIREMENT,
} from '@server/domain/gear-retirement.js';
import { completeWebAddress } from '@server/domain/web-address.js';
import { WEIGHT_UNITS } from '@server/domain/weight-units.js';
import { IsCurrency, OptionalNotNull, Trim, UpperCase } from '@server/common/validators.js';

/**
 * The rules of each gear item field, shared by the create and update bodies. `required` says
 * whether the field must be sent; fields of nullable columns (categoryId, priceMinor, currency,
 * url) also take null, which clears them.
 */
export const GEAR_ITEM_LIMITS = {
  nameLength: NAME_MAX_LENGTH,
  brandLength: BRAND_MAX_LENGTH,
  notesLength: NOTES_MAX_LENGTH,
  urlLength: URL_MAX_LENGTH,
  /** 1,000 kg; with the price and pack limits it keeps every total exact (pack-limits.ts). */
  maxWeightMg: MAX_ITEM_WEIGHT_MG,
  maxPriceMinor: MAX_PRICE_MINOR,
  maxQuantity: MAX_OWNED_QUANTITY,
} as const;

const presence = (required: boolean) => (required ? [] : [OptionalNotNull()]);

export const NameField = (required: boolean) =>
  applyDecorators(
    ApiProperty({ required, minLength: 1, maxLength: GEAR_ITEM_LIMITS.nameLength }),
    ...presence(required),
    Trim(),
    IsString(),
    Length(1, GEAR_ITEM_LIMITS.nameLength),
  );

export const BrandField = () =>
  applyDecorators(
    ApiProperty({ required: false, maxLength: GEAR_ITEM_LIMITS.brandLength }),
    OptionalNotNull(),
    Trim(),
    IsString(),
    MaxLength(GEAR_ITEM_LIMITS.brandLength),
  );

export const CategoryIdField = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      nullable: true,
      type: String,
      format: 'uuid',
      description: 'One of the user’s categories; null for none.',
    }),
    IsOptional(),
    IsUUID('all'),
  );

export const WeightMgField = (required: boolean) =>
  applyDecorators(
    ApiProperty({ required, minimum: 0, maximum: GEAR_ITEM_LIMITS.maxWeightMg, type: 'integer' }),
    ...presence(required),
    IsInt(),
    Min(0),
    Max(GEAR_ITEM_LIMITS.maxWeightMg),
  );

/** The unit the weight was typed in, so the item reads back the same way (exports). */
export const WeightUnitField = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      enum: WEIGHT_UNITS,
      enumName: 'WeightUnit',
      default: 'g',
      description: 'The unit the weight was entered in; weightMg stays the weight.',
    }),
    OptionalNotNull(),
    IsIn(WEIGHT_UNITS, { message: `weightUnit must be one of ${WEIGHT_UNITS.join(', ')}` }),
  );

export const QuantityOwnedField = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      minimum: 0,
      maximum: GEAR_ITEM_LIMITS.maxQuantity,
      type: 'integer',
      default: 1,
    }),
    OptionalNotNull(),
    IsInt(),
    Min(0, { message: 'quantityOwned must be 0 or more' }),
    Max(GEAR_ITEM_LIMITS.maxQuantity),
  );

export const PriceMinorField = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      nullable: true,
      minimum: 0,
      maximum: GEAR_ITEM_LIMITS.maxPriceMinor,
      type: 'integer',
      description: 'Integer minor units (cents); needs a currency. Null clears the price.',
    }),
    IsOptional(),
    IsInt(),
    Min(0),
    Max(GEAR_ITEM_LIMITS.maxPriceMinor),
  );

export const CurrencyField = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      nullable: true,
      type: String,
      example: 'EUR',
      description: 'ISO 4217.',
    }),
    IsOptional(),
    UpperCase(),
    IsCurrency(),
  );

export const UrlField = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      nullable: true,
      type: String,
      maxLength: GEAR_ITEM_LIMITS.urlLength,
    }),
    // A cleared form field sends '': that means no link. "example.com/tent" means https://.
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      return value.trim() === '' ? null : completeWebAddress(value);
    }),
    IsOptional(),
    Trim(),
    MaxLength(GEAR_ITEM_LIMITS.urlLength),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true },
      { message: 'url must be an http or https address' },
    ),
  );

export const NotesField = () =>
  applyDecorators(
    ApiProperty({ required: false, maxLength: GEAR_ITEM_LIMITS.notesLength }),
    OptionalNotNull(),
    IsString(),
    MaxLength(GEAR_ITEM_LIMITS.notesLength),
  );

export const RetiredField = () =>
  applyDecorators(ApiProperty({ required: false }), OptionalNotNull(), IsBoolean());

/** When to retire it, in whole metres: 0 for never, 1 to 100,000 km; null for the default. */
export const RetireAfterMField = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      nullable: true,
      type: 'integer',
      minimum: NO_RETIREMENT,
      maximum: MAX_RETIREMENT_M,
      description:
        'The distance in metres after which the item should be retired (gear mileage counts ' +
        `it): ${MIN_RETIREMENT_M} to ${MAX_RETIREMENT_M}, or 0 for no limit. Null clears it, ` +
        'and the default applies: 600 km for shoes (told by the name or the category), no ' +
        'limit for anything else.',
    }),
    IsOptional(),
    ValidateBy({
      name: 'isRetirementDistance',
      validator: {
        validate: isRetirementDistance,
        defaultMessage: () =>
          `retireAfterM must be 0 (no limit) or whole metres from ${MIN_RETIREMENT_M} to ${MAX_RETIREMENT_M} (1 to 100,000 km)`,
      },
    }),
  );
