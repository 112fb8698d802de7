import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { HttpException, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { OutboundHttpClient } from '@server/common/http/outbound-http-client.js';
import { UpstreamError } from '@server/common/http/upstream-error.js';
import { AppConfig } from '@server/config/app-config.js';
import { fillTileTemplate } from '@server/config/tile-url-template.js';
import { assertTileInGrid, type TileCoordinates } from './tile-coordinates.js';
import { TileCacheStore, type CachedTile } from './tile-cache.store.js';
import { browserMaxAge, tileExpiresAt } from './tile-freshness.js';
import { TileSourceTrouble, type SourceTrouble } from './tile-source-trouble.js';
import { TileSourceRegistry, type TileSource } from './tile-sources.js';
import {
  TileSourceBusyException,
  tileNotAnImage,
  tileNotFound,
  tileSourceBusy,
  tileSourceNotFound,
  tileUnavailable,
} from './tiles.errors.js';

/** A tile ready to send: its bytes and the headers that go with them. */
export interface ServedTile {
  body: Buffer;
  contentType: string;
  etag: string;
  maxAgeSeconds: number;
}

// A map waits for its tiles: a short time limit (TILE_UPSTREAM_TIMEOUT_MS) for the whole fetch,
// one retry within it, then the stale copy or an error.
const UPSTREAM_RETRIES = 1;
const MAX_TILE_BYTES = 4 * 1024 * 1024;
// The busiest tiles (a few thousand of them) are also kept in memory.
const MEMORY_BYTES = 32 * 1024 * 1024;

// How long a tile server's failure (or success) is remembered for GET /api/tiles; past it the
// tile server is tried again.
const TROUBLE_MEMORY_MS = 60_000;
// How long GET /api/tiles waits for a tile server it has not heard from lately (a refused
// connection answers at once; one that hangs is left to the map's own tiles).
const CHECK_WAIT_MS = 2_000;

/** A tile source with what its tile server last said was wrong, if anything. */
export type TileSourceState = TileSource & { trouble: SourceTrouble | null };

const strongEtag = (body: Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

const usesOsmTiles = (source: TileSource): boolean =>
  new URL(fillTileTemplate(source.urlTemplate, 0, 0, 0)).hostname === 'tile.openstreetmap.org';

const isImage = (contentType: string | null): contentType is string =>
  contentType !== null && /^image\/[\w.+-]+\s*(;|$)/i.test(contentType);

/**
 * Map tiles through our own origin: from the disk cache while fresh, else from the configured
 * upstream through the one outbound client (revalidating a cached copy with its validators),
 * one upstream fetch per tile however many ask for it at once. An upstream that fails leaves a
 * stale copy served if there is one, and an error of its own (502, 503, 504) otherwise.
 */
@Injectable()
export class TilesService implements OnModuleInit {
  private readonly logger = new Logger(TilesService.name);
  private readonly cache: TileCacheStore;
  private readonly inFlight = new Map<string, Promise<ServedTile>>();
  private readonly minTtlSeconds: number;
  private readonly contact: string | undefined;
  private readonly upstreamTimeoutMs: number;
  private readonly maxQueued: number;
  private readonly trouble = new TileSourceTrouble(TROUBLE_MEMORY_MS);

  constructor(
    config: AppConfig,
    private readonly sources: TileSourceRegistry,
    private readonly http: OutboundHttpClient,
  ) {
    this.minTtlSeconds = config.TILE_CACHE_MIN_TTL_SECONDS;
    this.contact = config.OUTBOUND_USER_AGENT_CONTACT;
    this.upstreamTimeoutMs = config.TILE_UPSTREAM_TIMEOUT_MS;
    this.maxQueued = config.TILE_UPSTREAM_MAX_QUEUED;
    this.cache = new TileCacheStore({
      directory: config.TILE_CACHE_DIR ?? join(config.DATA_DIR, 'tile-cache'),
      maxBytes: config.TILE_CACHE_MAX_MB * 1024 * 1024,
      memoryBytes: Math.min(MEMORY_BYTES, config.TILE_CACHE_MAX_MB * 1024 * 1024),
      onError: (message, error) => this.logger.warn({ err: error }, message),
    });
  }

  onModuleInit(): Promise<void> {
    if (!this.contact && this.sources.sources.some(usesOsmTiles)) {
      // OSM's tile usage policy: a caching proxy must say how to reach whoever runs it.
      this.logger.warn(
        'Map tiles come from tile.openstreetmap.org but OUTBOUND_USER_AGENT_CONTACT is not set: ' +
          "set it to an address where you can be reached, as OpenStreetMap's tile policy asks",
      );
    }
    return this.cache.open();
  }

  list(): readonly TileSource[] {
    return this.sources.sources;
  }

  /**
   * The sources with their trouble. A base map's tile server not heard from lately is asked
   * for its one tile of zoom 0 (cached like any other) first, for a short while, so even the
   * first map after a start knows a tile server that cannot be reached.
   */
  async states(): Promise<TileSourceState[]> {
    const unknown = this.sources.sources.filter(
      (source) => source.kind === 'base' && !this.trouble.known(source.id),
    );
    await Promise.all(
      unknown.map((source) =>
        Promise.race([
          this.tile(source.id, { z: 0, x: 0, y: 0 }).then(
            () => this.trouble.worked(source.id),
            () => undefined,
          ),
          new Promise<void>((resolve) => setTimeout(resolve, CHECK_WAIT_MS).unref()),
        ]),
      ),
    );
    return this.sources.sources.map((source) => ({
      ...source,
      trouble: this.trouble.troubleOf(source.id),
    }));
  }

  async tile(sourceId: string, coordinates: TileCoordinates): Promise<ServedTile> {
    const source = this.sources.find(sourceId);
    if (!source) throw tileSourceNotFound(sourceId);
    assertTileInGrid(coordinates, source.maxZoom);
    const { z, x, y } = coordinates;
    const key = `${source.id}/${z}/${x}/${y}`;
    const cached = await this.cache.get(key);
    if (cached && cached.meta.expiresAt > Date.now()) return this.served(cached);
    // Concurrent misses (and revalidations) of one tile share one upstream fetch.
    let fetching = this.inFlight.get(key);
    if (!fetching) {
      fetching = this.fetch(source, key, coordinates, cached).finally(() =>
        this.inFlight.delete(key),
      );
      this.inFlight.set(key, fetching);
    }
    return fetching;
  }

  private async fetch(
    source: TileSource,
    key: string,
    { z, x, y }: TileCoordinates,
    cached: CachedTile | undefined,
  ): Promise<ServedTile> {
    const headers: Record<string, string> = { accept: 'image/*' };
    if (cached?.meta.upstreamEtag) headers['if-none-match'] = cached.meta.upstreamEtag;
    if (cached?.meta.lastModified) headers['if-modified-since'] = cached.meta.lastModified;
    let response;
    try {
      // The upstream name keys the client's connections and queue: each source has its own, so
      // one that stalls never holds up another on the same host. The time limit covers the wait
      // for a connection too, so a tile behind a stalled source is not kept waiting longer.
      response = await this.http.get(this.sources.upstreamUrl(source, z, x, y), {
        upstream: `tiles-${source.id}`,
        headers,
        timeoutMs: this.upstreamTimeoutMs,
        totalTimeoutMs: this.upstreamTimeoutMs,
        maxQueued: this.maxQueued,
        retries: UPSTREAM_RETRIES,
        maxBodyBytes: MAX_TILE_BYTES,
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (error.kind === 'status' && error.status === 404) throw tileNotFound();
      return this.stale(source, cached, key, error.message, () => this.failure(source, error));
    }
    const now = Date.now();
    const expiresAt = tileExpiresAt(response.headers, now, this.minTtlSeconds);
    if (response.status === 304 && cached) {
      const meta = {
        ...cached.meta,
        upstreamEtag: response.headers.get('etag') ?? cached.meta.upstreamEtag,
        lastModified: response.headers.get('last-modified') ?? cached.meta.lastModified,
        expiresAt,
      };
      this.trouble.worked(source.id);
      return this.store(key, { meta, body: cached.body });
    }
    const contentType = response.headers.get('content-type');
    if (response.status !== 200 || !isImage(contentType)) {
      const problem = `answered ${response.status} ${contentType ?? 'without a content type'}`;
      return this.stale(source, cached, key, problem, () =>
        tileNotAnImage(source.label, contentType),
      );
    }
    this.trouble.worked(source.id);
    const meta = {
      contentType,
      etag: strongEtag(response.body),
      upstreamEtag: response.headers.get('etag') ?? undefined,
      lastModified: response.headers.get('last-modified') ?? undefined,
      expiresAt,
    };
    return this.store(key, { meta, body: response.body });
  }

  private failure(source: TileSource, error: UpstreamError): Error {
    if (error.kind !== 'busy') return tileUnavailable(source.label, error);
    // Every tile waiting now is answered within the time limit, so the queue has room by then.
    return tileSourceBusy(source.label, Math.ceil(this.upstreamTimeoutMs / 1000));
  }

  /** Keeps the tile and serves it; a disk that fails to keep it does not fail the request. */
  private async store(key: string, tile: CachedTile): Promise<ServedTile> {
    try {
      await this.cache.put(key, tile);
    } catch (error) {
      this.logger.warn({ err: error }, `Could not cache tile ${key}`);
    }
    return this.served(tile);
  }

  private stale(
    source: TileSource,
    cached: CachedTile | undefined,
    key: string,
    problem: string,
    failure: () => Error,
  ): ServedTile {
    if (!cached) {
      this.logger.warn(`Tile ${key}: ${problem}, and no copy is cached`);
      const error = failure();
      // Too many tiles waiting is this server's own queue, not the tile server's trouble.
      if (error instanceof HttpException && !(error instanceof TileSourceBusyException)) {
        const body = error.getResponse();
        const message =
          typeof body === 'object' && 'message' in body ? String(body.message) : error.message;
        this.trouble.failed(source.id, error.getStatus(), message);
      }
      throw error;
    }
    this.logger.warn(`Tile ${key}: ${problem}; serving the stale copy`);
    return this.served(cached);
  }

  private served({ meta, body }: CachedTile): ServedTile {
    return {
      body,
      contentType: meta.contentType,
      etag: meta.etag,
      maxAgeSeconds: browserMaxAge(meta.expiresAt, Date.now()),
    };
  }
}
