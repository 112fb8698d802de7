import { BadRequestException } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { PHOTO_CONTENT_TYPES, type PhotoContentType } from './photo.entity.js';

/**
 * The largest photo accepted (gear photo or avatar), in bytes: a phone's full-size photo (a
 * 48-megapixel camera writes 10 to 20 MB) is taken as it is and downscaled on the server, so
 * nobody has to shrink it first. The 40-megapixel header check still bounds what is decoded.
 */
export { MAX_PHOTO_BYTES } from '@server/domain/limits.js';

/** The multipart field a photo is uploaded in. */
export const PHOTO_FIELD = 'photo';

/** An upload as multer holds it in memory (only what we read of it). */
export interface UploadedPhotoFile {
  buffer: Buffer;
  size: number;
}

/** An upload sniffed from its bytes, its size read from its header: not yet decoded. */
export interface InspectedImage {
  contentType: PhotoContentType;
  bytes: Buffer;
  width: number;
  height: number;
}

const isAccepted = (mime: string): mime is PhotoContentType =>
  (PHOTO_CONTENT_TYPES as readonly string[]).includes(mime);

const unsupported = () =>
  new BadRequestException({
    message: 'The photo must be a JPEG, PNG or WebP image',
    code: 'UNSUPPORTED_IMAGE',
    errors: [{ field: PHOTO_FIELD, message: 'photo must be a JPEG, PNG or WebP image' }],
  });

/**
 * Decides what an upload is from its bytes alone: the file name and the declared type come from
 * the client and prove nothing. The stored content type is the one the bytes show.
 */
export async function inspectImage(file: UploadedPhotoFile | undefined): Promise<InspectedImage> {
  if (!file || file.size === 0) {
    throw new BadRequestException({
      message: 'Choose a photo to upload',
      code: 'VALIDATION_FAILED',
      errors: [{ field: PHOTO_FIELD, message: 'photo is required' }],
    });
  }
  const type = await fileTypeFromBuffer(file.buffer);
  const size = readSize(file.buffer);
  if (!type || !isAccepted(type.mime) || !size) throw unsupported();
  return { contentType: type.mime, bytes: file.buffer, ...size };
}

/** Width and height from the image header, or null when it cannot be read (truncated, forged). */
function readSize(bytes: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}
