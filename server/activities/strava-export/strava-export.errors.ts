import { conflict, notFound, payloadTooLarge } from '@server/common/errors.js';

export const stravaExportTooLarge = (maxBytes: number) =>
  payloadTooLarge(
    'FILE_TOO_LARGE',
    `The export is over ${Math.round(maxBytes / 1024 / 1024)} MB: ask Strava for one without photos`,
    [{ field: 'file', message: `file must be at most ${Math.round(maxBytes / 1024 / 1024)} MB` }],
  );

export const importNotFound = () => notFound('IMPORT_NOT_FOUND', 'Import not found');

export const importStillRunning = () =>
  conflict(
    'IMPORT_RUNNING',
    'An import of yours is still running: wait for it, or cancel it, before this',
  );
