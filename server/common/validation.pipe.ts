import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function flatten(errors: ValidationError[], parent = ''): { field: string; message: string }[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * The global pipe: unknown properties are refused, payloads become DTO instances, and a bad
 * request answers 400 with every field and its reason.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return new BadRequestException({
        message: fieldErrors.map((e) => e.message).join('; '),
        code: 'VALIDATION_FAILED',
        errors: fieldErrors,
      });
    },
  });
}
