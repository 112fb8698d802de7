import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { badRequest, type FieldError } from './errors.js';
import { containsNul, fieldsWithNul, NUL_MESSAGE } from './nul-characters.js';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

const validationFailed = (fieldErrors: FieldError[]) =>
  badRequest('VALIDATION_FAILED', fieldErrors.map((e) => e.message).join('; '), fieldErrors);

interface UploadedFile {
  fieldname: string;
  originalname: string;
}

/** An uploaded file as multer gives it: the field it came in, and its name (user text). */
const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<UploadedFile>).fieldname === 'string' &&
  typeof (value as Partial<UploadedFile>).originalname === 'string';

/** The files of @UploadedFile() (one), or of @UploadedFiles() (a list, or lists by field). */
function uploadedFiles(value: unknown): UploadedFile[] {
  if (isUploadedFile(value)) return [value];
  if (typeof value !== 'object' || value === null) return [];
  const lists = Array.isArray(value) ? [value] : Object.values(value);
  return lists.flat().filter(isUploadedFile);
}

const fileNameErrors = (files: UploadedFile[]): FieldError[] =>
  files
    .filter((file) => containsNul(file.originalname))
    .map(({ fieldname }) => ({ field: fieldname, message: `${fieldname} name ${NUL_MESSAGE}` }));

/**
 * Where a NUL found in this argument is reported: fields of a whole body or query by their own
 * path (`items[2].name`), a single named parameter by its name (`search`), a file by its field.
 * Other custom arguments (the signed-in user's id) are the server's own, not the request's.
 */
function nulFieldErrors(value: unknown, { type, data }: ArgumentMetadata): FieldError[] {
  if (type === 'custom') return fileNameErrors(uploadedFiles(value));
  return fieldsWithNul(value, data ?? '').map((path) => {
    const field = path || type;
    return { field, message: `${field} ${NUL_MESSAGE}` };
  });
}

/**
 * The global pipe: every argument a handler takes from the request (body, query, route
 * parameters, multipart fields and files) passes here, so a NUL character anywhere is refused
 * with the field's name before any code can send it to the database. Then unknown properties
 * are refused, payloads become DTO instances, and a bad request answers 400 with every field
 * and its reason.
 */
export class InputValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => validationFailed(flatten(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const withNul = nulFieldErrors(value, metadata);
    if (withNul.length) throw validationFailed(withNul);
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new InputValidationPipe();
}
