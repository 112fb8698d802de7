import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { invalidField } from '@server/common/errors.js';
import { OutboundHttpClient } from '@server/common/http/outbound-http-client.js';
import { UpstreamError } from '@server/common/http/upstream-error.js';
import { AppConfig, type GeocoderProvider } from '@server/config/app-config.js';
import { GEOCODING_QUERY_MIN_LENGTH } from '@server/domain/limits.js';
import { AnswerCache } from './answer-cache.js';
import type { GeocodeResult } from './geocode-result.js';
import { acceptedLanguages, geocoderUpstream, type GeocoderUpstream } from './geocoder-upstream.js';
import {
  geocoderBusy,
  geocoderGarbled,
  geocoderOff,
  geocoderRateLimited,
  geocoderUnavailable,
} from './geocoding.errors.js';
import { SpacedTurns, TurnsFullError } from './spaced-turns.js';

// Nominatim's usage policy: "an absolute maximum of 1 request per second", and results cached.
// Photon's public instance asks for the same restraint ("extensive usage will be throttled").
const INTERVAL_MS = 1000;
const CACHE_ENTRIES = 1000;
const CACHE_TTL_MS = 24 * 3600 * 1000;
// A search waits for its answer no longer than this, its turn excluded.
const UPSTREAM_TIMEOUT_MS = 10_000;
// The longest a search waits for its turn (after the geocoder's own Retry-After, say).
const MAX_TURN_WAIT_MS = 15_000;
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

const ATTRIBUTIONS: Record<Exclude<GeocoderProvider, 'off'>, string> = {
  nominatim: 'Search by Nominatim, © OpenStreetMap contributors',
  photon: 'Search by Photon, © OpenStreetMap contributors',
};

/** What identifies a search for the cache: the words as typed, whatever their case and spaces. */
export function normalisedQuery(query: string): string {
  return query.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * Place search through the configured geocoder, as its usage policy asks: the app's User-Agent
 * with the operator's contact (the one outbound client), one request at a time and at most one a
 * second for the whole server (the rest wait in turn, a bounded queue), answers kept a day, and
 * the same search asked by many at once asked once.
 */
@Injectable()
export class GeocodingService implements OnModuleInit {
  private readonly logger = new Logger(GeocodingService.name);
  private readonly upstream: GeocoderUpstream | null;
  private readonly cache = new AnswerCache<GeocodeResult[]>(CACHE_ENTRIES, CACHE_TTL_MS);
  private readonly inFlight = new Map<string, Promise<GeocodeResult[]>>();
  private readonly turns: SpacedTurns;

  constructor(
    private readonly config: AppConfig,
    private readonly http: OutboundHttpClient,
  ) {
    const provider = config.GEOCODER_PROVIDER;
    this.upstream = provider === 'off' ? null : geocoderUpstream(provider, config.GEOCODER_URL);
    this.turns = new SpacedTurns({
      intervalMs: INTERVAL_MS,
      maxQueued: config.GEOCODER_MAX_QUEUED,
      maxWaitMs: MAX_TURN_WAIT_MS,
    });
  }

  onModuleInit(): void {
    if (!this.upstream || this.config.OUTBOUND_USER_AGENT_CONTACT) return;
    const host = this.upstream.searchUrl('', undefined).hostname;
    if (host.endsWith('openstreetmap.org') || host === 'photon.komoot.io') {
      this.logger.warn(
        `Place search uses ${host} but OUTBOUND_USER_AGENT_CONTACT is not set: set it to an ` +
          'address where you can be reached, as its usage policy asks',
      );
    }
  }

  /**
   * Which geocoder answers, the credit its results need (the data is OpenStreetMap's), and
   * whether it may be asked as someone types.
   */
  status(): { provider: GeocoderProvider; attribution: string | null; searchAsYouType: boolean } {
    const provider = this.config.GEOCODER_PROVIDER;
    return {
      provider,
      attribution: provider === 'off' ? null : ATTRIBUTIONS[provider],
      // Nominatim's usage policy: "Auto-complete search ... you must not implement such a
      // service on the client side using the API". Photon is made for it.
      searchAsYouType: provider === 'photon',
    };
  }

  async search(query: string, acceptLanguage: string | undefined): Promise<GeocodeResult[]> {
    const upstream = this.upstream;
    if (!upstream) throw geocoderOff();
    const words = normalisedQuery(query);
    // Spaces count towards q's length but are not searched for: "  a" is one letter.
    if (words.length < GEOCODING_QUERY_MIN_LENGTH) {
      throw invalidField(
        'q',
        `q must be at least ${GEOCODING_QUERY_MIN_LENGTH} characters besides spaces`,
      );
    }
    const languages = acceptedLanguages(acceptLanguage);
    const key = `${languages ?? ''}\n${words.toLowerCase()}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    let asking = this.inFlight.get(key);
    if (!asking) {
      asking = this.ask(upstream, words, languages)
        .then((results) => {
          this.cache.set(key, results);
          return results;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, asking);
    }
    return asking;
  }

  private async ask(
    upstream: GeocoderUpstream,
    words: string,
    languages: string | undefined,
  ): Promise<GeocodeResult[]> {
    let body: Buffer;
    try {
      body = await this.turns.run(async () => {
        const response = await this.http.get(upstream.searchUrl(words, languages), {
          upstream: `geocoder-${upstream.name}`,
          headers: { accept: 'application/json' },
          timeoutMs: UPSTREAM_TIMEOUT_MS,
          totalTimeoutMs: UPSTREAM_TIMEOUT_MS,
          // A retry is another request: it waits for a turn like any other, so none here.
          retries: 0,
          maxBodyBytes: MAX_ANSWER_BYTES,
        });
        return response.body;
      });
    } catch (error) {
      throw this.failure(error);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      parsed = undefined;
    }
    const results = upstream.read(parsed);
    if (!results) {
      this.logger.warn(`Place search: ${upstream.name} answered something unreadable`);
      throw geocoderGarbled();
    }
    return results;
  }

  private failure(error: unknown): unknown {
    if (error instanceof TurnsFullError) return geocoderBusy(error.retryAfterMs);
    if (!(error instanceof UpstreamError)) return error;
    this.logger.warn(`Place search: ${error.message}`);
    if (error.kind === 'status' && error.status === 429) {
      const waitMs = error.retryAfterMs ?? 60_000;
      this.turns.holdUntil(Date.now() + waitMs);
      return geocoderRateLimited(waitMs);
    }
    return geocoderUnavailable(error);
  }
}
