import { HttpException, HttpStatus } from '@nestjs/common';
import {
  badRequest,
  errorResponse,
  invalidField,
  notFound,
  payloadTooLarge,
} from '@server/common/errors.js';

export const activityNotFound = () => notFound('ACTIVITY_NOT_FOUND', 'Activity not found');

export const noSuchPack = () => invalidField('packId', 'No such pack');

export const noSuchTrip = () => invalidField('tripId', 'No such trip');

export const noSuchGearItem = () => invalidField('gearItemIds', 'No such gear item');

/** A recorded activity's start and figures are its file's. */
export const recordedFigure = (field: string) =>
  invalidField(field, `${field} of a recorded activity comes from its file and cannot be changed`);

/** elapsed time can't be shorter than the time in motion. */
export const movingOverElapsed = () =>
  invalidField('movingS', 'movingS must not be longer than elapsedS');

export const unknownTimeZone = () =>
  invalidField('timeZone', 'timeZone must be a time zone such as Europe/Ljubljana');

const FILE_FIELD = 'file';

/** 400: the file was read and refused (not an activity file, damaged, empty, no activity). */
export const activityFileRefused = (message: string, problem: string) =>
  badRequest('ACTIVITY_FILE_REFUSED', message, [{ field: FILE_FIELD, message, problem }]);

export const activityFileMissing = () =>
  badRequest('VALIDATION_FAILED', 'Choose a FIT, TCX or GPX file to upload', [
    { field: FILE_FIELD, message: 'file is required' },
  ]);

export const activityFileNotOne = () =>
  badRequest('VALIDATION_FAILED', 'Send one file, in the field named file', [
    { field: FILE_FIELD, message: 'file must be the only file sent' },
  ]);

export const activityFileTooLarge = (maxMb: number) =>
  payloadTooLarge('FILE_TOO_LARGE', `The file is over ${maxMb} MB`, [
    { field: FILE_FIELD, message: `file must be at most ${maxMb} MB` },
  ]);

/** 429: two of the user's files are being read; Retry-After is set by the interceptor. */
export class ActivityFilesBusyException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      errorResponse(
        'RATE_LIMITED',
        'Two of your files are being read: send this one when they are done',
        [{ field: FILE_FIELD, message: 'wait for your other files' }],
      ),
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

export const activityFileNotFound = () =>
  notFound('ACTIVITY_NOT_FOUND', 'This activity has no uploaded file');
