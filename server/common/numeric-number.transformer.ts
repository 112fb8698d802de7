import type { ValueTransformer } from 'typeorm';

/**
 * pg hands numeric columns back as strings ("0.50"). Quantities are numeric(10, 2), at most
 * 99,999,999.99: a JavaScript number holds every such value to the cent.
 */
export const numericNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
