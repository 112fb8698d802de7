/**
 * Why the map's tiles do not load, when they do not: the server's tile proxy answers a failed
 * tile with a JSON error (server/tiles/tiles.errors.ts) that names the cause, but an <img> that
 * fails says nothing, so the first failed tile is asked for again with fetch to read it. The
 * map then says so over its grey (map-chrome.tsx) instead of looking merely empty.
 */

export type TileTroubleKind = 'unreachable' | 'refused' | 'rate-limited' | 'failing';

export interface TileTrouble {
  kind: TileTroubleKind;
  /** The server's own account ("The OpenStreetMap map tiles are unavailable: ..."). */
  detail: string;
}

export const TROUBLE_HEADLINES: Record<TileTroubleKind, string> = {
  unreachable: 'The map’s tile server cannot be reached',
  refused: 'The map’s tile server refuses this app',
  'rate-limited': 'The map’s tile server is limiting requests',
  failing: 'The map’s tiles fail to load',
};

/** The kind of trouble from the proxy's status and message (tiles.errors.ts' reasons). */
export function troubleKind(status: number, message: string): TileTroubleKind {
  if (status === 429 || /answered 429\b/.test(message)) return 'rate-limited';
  if (/could not be reached|did not answer in time/.test(message) || status === 504) {
    return 'unreachable';
  }
  if (/answered 40[13]\b/.test(message)) return 'refused';
  return 'failing';
}

/**
 * What is wrong with the tile at `url`, asked again: null when it loads now or is simply not
 * there (a 404 off the edge of the source's coverage is no trouble).
 */
export async function tileTroubleAt(url: string): Promise<TileTrouble | null> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  } catch {
    return { kind: 'unreachable', detail: 'The app’s own server did not answer.' };
  }
  if (response.ok || response.status === 404) return null;
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const detail =
    typeof body?.message === 'string'
      ? body.message
      : `The tile server answered ${response.status}.`;
  return { kind: troubleKind(response.status, detail), detail };
}

type Listener = () => void;

/**
 * The map's tile trouble, shared by the layers that report it and the controls that show it
 * (useSyncExternalStore): set by the first failed tile, cleared by the next tile that loads.
 */
export class TileTroubleStore {
  private trouble: TileTrouble | null = null;
  private checking = false;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly ask: (url: string) => Promise<TileTrouble | null> = tileTroubleAt) {}

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): TileTrouble | null => this.trouble;

  /** A tile failed: ask why, once at a time, unless the trouble is known already. */
  failed(url: string | undefined): void {
    if (this.trouble || this.checking || !url) return;
    this.checking = true;
    void this.ask(url)
      .then((trouble) => {
        if (trouble) this.set(trouble);
      })
      .finally(() => {
        this.checking = false;
      });
  }

  /** The server says the tiles fail (GET /api/tiles' `trouble`): no tile needs to fail first. */
  reported(trouble: TileTrouble): void {
    if (this.trouble?.detail !== trouble.detail || this.trouble.kind !== trouble.kind) {
      this.set(trouble);
    }
  }

  /** A tile loaded: the tiles work (again). */
  loaded(): void {
    if (this.trouble) this.set(null);
  }

  private set(trouble: TileTrouble | null): void {
    this.trouble = trouble;
    for (const listener of this.listeners) listener();
  }
}

export const tileTrouble = new TileTroubleStore();
