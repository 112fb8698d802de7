import { Transform } from 'class-transformer';
import { ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { isCurrencyCode } from '@server/domain/money.js';

/**
 * Validators and transforms shared by every module's DTOs. Module-only ones (usernames, names)
 * stay in that module's `dto/`.
 */

/**
 * Trims strings before validation (a name of spaces is an empty name); anything else is left for
 * the validators to refuse.
 */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Lower-cases strings before validation (colours are stored as #rrggbb). */
export const LowerCase = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );

/** Upper-cases strings before validation ("eur" is EUR), trimmed first when `trim` is set. */
export const UpperCase = ({ trim = false }: { trim?: boolean } = {}) =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    return (trim ? value.trim() : value).toUpperCase();
  });

/**
 * May be left out, but not sent as null. (`@IsOptional()` lets null through too, which for a
 * NOT NULL column would reach the database.)
 */
export const OptionalNotNull = () =>
  ValidateIf((_object: object, value: unknown) => value !== undefined);

export const IsCurrency = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isCurrency',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isCurrencyCode(value),
        defaultMessage: (args) => `${args?.property ?? 'value'} must be an ISO 4217 currency code`,
      },
    },
    options,
  );

/**
 * Within [min, max], bounds included. Anything but a finite number passes here: IsNumber
 * refuses it with its own message, so a bad value gets one reason, not two.
 */
export const InRange = (min: number, max: number, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'inRange',
      constraints: [min, max],
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'number' || !Number.isFinite(value) || (value >= min && value <= max),
        defaultMessage: (args) => `${args?.property ?? 'value'} must be between ${min} and ${max}`,
      },
    },
    options,
  );
