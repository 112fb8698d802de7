import type { ValueTransformer } from 'typeorm';

/**
 * pg hands bigint columns back as strings. Weights (at most 1e9 mg) and prices (validated up to
 * Number.MAX_SAFE_INTEGER) always fit a JavaScript number exactly.
 */
export const bigintNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
