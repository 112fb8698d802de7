/**
 * After a deploy, an open tab may ask for a route chunk that no longer exists. Reloading fetches
 * the new build; remembering the reload (for a minute) keeps a chunk that is really missing from
 * reloading the page in a loop.
 */
export const CHUNK_RELOAD_KEY = 'packtrail.chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

interface ReloadDeps {
  storage: Storage;
  reload: () => void;
  now: () => number;
}

const browser = (): ReloadDeps => ({
  storage: sessionStorage,
  reload: () => window.location.reload(),
  now: Date.now,
});

let reloading = false;

/** Whether this page has already started its reload (the error screen then says "Updating"). */
export const isReloadingForChunkError = (): boolean => reloading;

/** Reloads the page unless it already did so in the last minute; says whether it reloads. */
export function reloadOnceForChunkError(deps: ReloadDeps = browser()): boolean {
  if (reloading) return true;
  const last = Number(deps.storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (deps.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
  deps.storage.setItem(CHUNK_RELOAD_KEY, String(deps.now()));
  reloading = true;
  deps.reload();
  return true;
}

/** For tests: forget that this page is reloading. */
export function resetChunkReloadState(): void {
  reloading = false;
}
