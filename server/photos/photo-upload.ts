import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { badRequest } from '@server/common/errors.js';
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
  badRequest('UNSUPPORTED_IMAGE', 'The photo must be a JPEG, PNG or WebP image', [
    { field: PHOTO_FIELD, message: 'photo must be a JPEG, PNG or WebP image' },
  ]);

/**
 * Decides what an upload is from its bytes alone: the file name and the declared type come from
 * the client and prove nothing. The stored content type is the one the bytes show.
 */
export async function inspectImage(file: UploadedPhotoFile | undefined): Promise<InspectedImage> {
  if (!file || file.size === 0) {
    throw badRequest('VALIDATION_FAILED', 'Choose a photo to upload', [
      { field: PHOTO_FIELD, message: 'photo is required' },
    ]);
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
