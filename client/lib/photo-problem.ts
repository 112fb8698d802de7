import type { ErrorCode } from '@domain/error-codes';
import { MAX_IMAGE_PIXELS, MAX_PHOTO_MB } from '@domain/limits';
import { errorCode } from './api-error-code';
import { errorMessage } from './api-errors';

/** The codes a photo upload (an avatar, a gear item's photo) answers with, said in words. */
const PHOTO_CODES = [
  'UNSUPPORTED_IMAGE',
  'FILE_TOO_LARGE',
  'IMAGE_TOO_LARGE',
] as const satisfies readonly ErrorCode[];
type PhotoCode = (typeof PHOTO_CODES)[number];

const isPhotoCode = (code: ErrorCode | undefined): code is PhotoCode =>
  (PHOTO_CODES as readonly (ErrorCode | undefined)[]).includes(code);

/**
 * Why a photo upload failed, for the person who chose the file: `noun` names what they chose
 * ('image', 'photo'); any other failure is `failed` followed by the server's message.
 */
export function photoProblem(error: unknown, noun: string, failed: string): string {
  const code = errorCode(error);
  if (!isPhotoCode(code)) return `${failed}: ${errorMessage(error)}`;
  switch (code) {
    case 'UNSUPPORTED_IMAGE':
      return 'That file is not a JPEG, PNG or WebP image.';
    case 'FILE_TOO_LARGE':
      return `That ${noun} is over ${MAX_PHOTO_MB} MB.`;
    case 'IMAGE_TOO_LARGE':
      return `That ${noun} has too many pixels (over ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`;
  }
}
