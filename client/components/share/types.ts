/** What the share dialog shares: a pack (its link ends with its slug) or a trip (with its id). */
export type ShareTarget =
  | { kind: 'pack'; name: string; slug: string; isPublic: boolean }
  | {
      kind: 'trip';
      id: string;
      name: string;
      isPublic: boolean;
      hideRouteEnds: boolean;
      showActivities: boolean;
    };

/**
 * The saves, owned by the feature that shows the thing: each shows the change at once in its
 * own cache (so the page and the dialog both reflect it), puts it back when the server refuses,
 * and rejects with the server's error for the dialog to say.
 */
export interface ShareActions {
  setPublic: (isPublic: boolean) => Promise<unknown>;
  /** Trips only. */
  setHideRouteEnds?: (hide: boolean) => Promise<unknown>;
  /** Trips only: whether the public page shows the activities linked to the trip. */
  setShowActivities?: (show: boolean) => Promise<unknown>;
}
