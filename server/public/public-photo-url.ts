/** Where anyone fetches a photo a public page shows (PublicController serves it). */
export const publicPhotoUrl = (photoId: string | null): string | null =>
  photoId === null ? null : `/api/public/photos/${photoId}`;
