/** What the last fetch from a source's tile server said was wrong, as GET /api/tiles tells it. */
export interface SourceTrouble {
  /** The status the proxy answered its tiles with (502, 503, 504). */
  status: number;
  /** The proxy's own account ("The Standard map tiles are unavailable: ..."). */
  message: string;
  /** When the tile server will be tried again; until then the map asks for none of its tiles. */
  retryAfterSeconds: number;
}

interface Outcome {
  at: number;
  trouble: Omit<SourceTrouble, 'retryAfterSeconds'> | null;
}

/**
 * How each source's tile server last answered, for a while (`forMs`): a map that knows a
 * firewalled or failing tile server does not ask for its tiles one by one only to have each
 * fail (a logged error in the browser for every tile), and says why at once. Past `forMs` the
 * outcome is forgotten and the tile server tried again.
 */
export class TileSourceTrouble {
  private readonly outcomes = new Map<string, Outcome>();

  constructor(
    private readonly forMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A tile came from the source's tile server (or its cache): it works. */
  worked(sourceId: string): void {
    this.outcomes.set(sourceId, { at: this.now(), trouble: null });
  }

  /** A tile could not be had from the source's tile server, nor from the cache. */
  failed(sourceId: string, status: number, message: string): void {
    this.outcomes.set(sourceId, { at: this.now(), trouble: { status, message } });
  }

  /** Whether the source's tile server answered lately, well or not. */
  known(sourceId: string): boolean {
    return this.fresh(sourceId) !== undefined;
  }

  /** The source's trouble, if its tile server failed lately. */
  troubleOf(sourceId: string): SourceTrouble | null {
    const outcome = this.fresh(sourceId);
    if (!outcome?.trouble) return null;
    const left = outcome.at + this.forMs - this.now();
    return { ...outcome.trouble, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
  }

  private fresh(sourceId: string): Outcome | undefined {
    const outcome = this.outcomes.get(sourceId);
    if (outcome && this.now() - outcome.at < this.forMs) return outcome;
    this.outcomes.delete(sourceId);
    return undefined;
  }
}
