import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

export const itemNotFound = () =>
  new NotFoundException({ message: 'Gear item not found', code: 'GEAR_ITEM_NOT_FOUND' });

export const categoryNotFound = () =>
  new NotFoundException({ message: 'Category not found', code: 'CATEGORY_NOT_FOUND' });

export const categoryExists = (name: string) =>
  new ConflictException({
    message: `You already have a category named “${name}”`,
    code: 'CATEGORY_EXISTS',
    errors: [{ field: 'name', message: 'name is already used by another category' }],
  });

/** A 400 in the validation pipe's shape, for rules that need the database to check. */
export const invalidField = (field: string, message: string) =>
  new BadRequestException({ message, code: 'VALIDATION_FAILED', errors: [{ field, message }] });

const violates = (error: unknown, code: string, constraint: string): boolean => {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === code && driverError.constraint === constraint;
};

export const isUniqueViolation = (error: unknown, constraint: string) =>
  violates(error, '23505', constraint);

export const isForeignKeyViolation = (error: unknown, constraint: string) =>
  violates(error, '23503', constraint);
