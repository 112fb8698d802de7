/** A rendered document as the cache keeps it. */
export interface CachedPage {
  body: string;
  /** The body gzipped once when rendered: a cached page is sent without compressing it again. */
  gzipped?: Buffer;
  etag: string;
  indexable: boolean;
}

interface Entry {
  page: CachedPage;
  ownerId: string;
  /** The owner's public version (users.public_version) read before the page was. */
  ownerVersion: string;
  bytes: number;
  storedAt: number;
}

/** A stored page with whose it is, for the caller to check the owner's version. */
export interface StoredPage {
  page: CachedPage;
  ownerId: string;
  ownerVersion: string;
}

export interface PageCacheOptions {
  /** The most the documents may weigh together (UTF-16 length of body and key, times two). */
  maxBytes: number;
  /** How long a document is served at most, a safety net behind the owners' writes. */
  maxAgeMs: number;
  now?: () => number;
  /** How many owners' last writes are remembered (see `ticket`). */
  maxOwnersTracked?: number;
}

/**
 * Server-rendered public pages, least recently used first out, within a size. An owner's
 * successful write drops every page of theirs (invalidateOwner), so the next visit renders what
 * they saved, and a rename leaves the old address to answer 404 at once.
 *
 * A render started before a write must not store what it read before it: each render takes a
 * ticket (the count of writes so far) when it starts, each write stamps its owner with the
 * count after it (the owner's generation), and a page is stored only if its owner was not
 * stamped after the ticket. The stamps are bounded: past `maxOwnersTracked` owners they are
 * forgotten together, and renders holding a ticket from before that store nothing.
 */
export class PublicPageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByOwner = new Map<string, Set<string>>();
  private readonly writtenAt = new Map<string, number>();
  private writes = 0;
  private forgottenBefore = 0;
  private bytes = 0;
  private readonly now: () => number;
  private readonly maxOwnersTracked: number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxOwnersTracked = options.maxOwnersTracked ?? 10_000;
  }

  /** The page, if stored and not too old (and now the most recently used). */
  get(key: string): CachedPage | undefined {
    return this.lookup(key)?.page;
  }

  /** The page with its owner and their version when it was read, as `get`. */
  lookup(key: string): StoredPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.options.maxAgeMs) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { page: entry.page, ownerId: entry.ownerId, ownerVersion: entry.ownerVersion };
  }

  /** Taken when a render starts, before it reads anything; given back to `set`. */
  ticket(): number {
    return this.writes;
  }

  /**
   * Stores the page unless its owner wrote (on this server) since `ticket`; answers whether it
   * did. `ownerVersion` is what the owner's version was before the page was read.
   */
  set(key: string, ownerId: string, page: CachedPage, ticket: number, ownerVersion = ''): boolean {
    if (ticket < this.forgottenBefore || (this.writtenAt.get(ownerId) ?? 0) > ticket) return false;
    const bytes =
      2 * (key.length + page.body.length + page.etag.length) + (page.gzipped?.length ?? 0);
    if (bytes > this.options.maxBytes / 4) return false;
    this.remove(key);
    this.entries.set(key, { page, ownerId, ownerVersion, bytes, storedAt: this.now() });
    this.bytes += bytes;
    let keys = this.keysByOwner.get(ownerId);
    if (!keys) this.keysByOwner.set(ownerId, (keys = new Set()));
    keys.add(key);
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  /** Drops the owner's pages and stops renders already under way from storing theirs. */
  invalidateOwner(ownerId: string): void {
    this.writes += 1;
    if (!this.writtenAt.has(ownerId) && this.writtenAt.size >= this.maxOwnersTracked) {
      this.writtenAt.clear();
      this.forgottenBefore = this.writes;
    }
    this.writtenAt.set(ownerId, this.writes);
    for (const key of this.keysByOwner.get(ownerId) ?? []) this.remove(key);
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    const keys = this.keysByOwner.get(entry.ownerId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByOwner.delete(entry.ownerId);
  }
}
