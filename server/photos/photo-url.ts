/** Where the client fetches a stored photo (served by PhotosController to its owner only). */
export const photoUrl = (photoId: string | null): string | null =>
  photoId === null ? null : `/api/photos/${photoId}`;
