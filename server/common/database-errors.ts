import { QueryFailedError } from 'typeorm';

const violates = (error: unknown, code: string, constraint: string): boolean => {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === code && driverError.constraint === constraint;
};

/** PostgreSQL refused a write for this UNIQUE constraint (23505). */
export const isUniqueViolation = (error: unknown, constraint: string) =>
  violates(error, '23505', constraint);

/** PostgreSQL refused a write for this FOREIGN KEY constraint (23503): the row it names is gone. */
export const isForeignKeyViolation = (error: unknown, constraint: string) =>
  violates(error, '23503', constraint);
