import { buildMessage, ValidateBy, type ValidationOptions } from 'class-validator';

/** A plain object (what `{...}` in JSON parses to), not an array, null or a class instance. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** A plain JSON object with at most `maxKeys` keys of its own. */
export function IsJsonObject(maxKeys: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isJsonObject',
      constraints: [maxKeys],
      validator: {
        validate: (value: unknown) => isPlainObject(value) && Object.keys(value).length <= maxKeys,
        defaultMessage: buildMessage(
          (each) => `${each}$property must be an object with at most $constraint1 keys`,
          options,
        ),
      },
    },
    options,
  );
}
