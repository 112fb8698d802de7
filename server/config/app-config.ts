import { Transform } from 'class-transformer';
import { parseSecretKeys } from '@server/common/secrets/secret-box.js';
import { IsTileUrlTemplate } from './tile-url-template.js';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';

export const NODE_ENVIRONMENTS = ['development', 'production', 'test'] as const;
export type NodeEnvironment = (typeof NODE_ENVIRONMENTS)[number];

export const STRAVA_WEBHOOK_MODES = ['auto', 'on', 'off'] as const;
export type StravaWebhookMode = (typeof STRAVA_WEBHOOK_MODES)[number];

export const GEOCODER_PROVIDERS = ['nominatim', 'photon', 'off'] as const;
export type GeocoderProvider = (typeof GEOCODER_PROVIDERS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;

const toBoolean = ({ value }: { value: unknown }): unknown =>
  value === 'true' ? true : value === 'false' ? false : value;

const emptyToUndefined = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The built-in provider's scrypt cost, as the power of two of N. 15 (2^15 iterations, block size
 * 8) is OWASP's minimum for scrypt; the bounds also limit what a stored hash may ask for.
 */
export const DEFAULT_PASSWORD_HASH_COST = 15;
export const MIN_PASSWORD_HASH_COST = 10;
export const MAX_PASSWORD_HASH_COST = 20;

/** The embedded database's shared_buffers in MB (server/database/embedded-database.ts). */
export const DEFAULT_EMBEDDED_DATABASE_SHARED_BUFFERS_MB = 16;
/** What the worker threads may take together, in MB (server/common/worker-memory.ts). */
export const DEFAULT_WORKER_MEMORY_MB = 640;
/** The largest heap one route file's worker may have, in MB (server/trips/files/route-file-reader.ts). */
export const DEFAULT_ROUTE_FILE_READER_MEMORY_MB = 512;
/** The image worker's heap, in MB (server/photos/images/image-processor.ts). */
export const DEFAULT_IMAGE_WORKER_MEMORY_MB = 320;

// name@domain, or a display name and <name@domain>: what a mail server accepts as a sender.
const MAIL_SENDER = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

/**
 * Every setting the server reads from the environment. Each property is named after its
 * variable and has a default that suits one machine, so `npm start` needs none of them.
 * The README's configuration table mirrors this class.
 */
export class AppConfig {
  @IsIn(NODE_ENVIRONMENTS)
  NODE_ENV: NodeEnvironment = 'production';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  @MinLength(1)
  HOST = '0.0.0.0';

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// or postgresql:// URL' })
  DATABASE_URL?: string;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  DATABASE_POOL_SIZE = 10;

  @IsString()
  @MinLength(1)
  DATA_DIR = './data';

  /**
   * The embedded database's page cache (PostgreSQL's shared_buffers), in MB: resident from the
   * start, for good. The kernel caches the data files as well, so a small one costs little.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(4096)
  EMBEDDED_DATABASE_SHARED_BUFFERS_MB = DEFAULT_EMBEDDED_DATABASE_SHARED_BUFFERS_MB;

  /**
   * Lets V8 optimize the embedded database's hot WebAssembly: its queries run up to twice as
   * fast, for 0.5 GB more for half a second at the server's first queries and about 80 MB kept
   * (server/database/wasm-compiler.ts). On by default: every request waits on the database,
   * while the peak comes once; `false` is for a machine short of memory.
   */
  @Transform(toBoolean)
  @IsBoolean({ message: 'must be true or false' })
  EMBEDDED_DATABASE_OPTIMIZING_COMPILER = true;

  /**
   * How often the embedded database's changed tables are analyzed, in seconds (PGlite runs no
   * autovacuum: server/database/planner-statistics.ts); 0 for never. Ignored on PostgreSQL.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(86_400)
  EMBEDDED_DATABASE_ANALYZE_INTERVAL_SECONDS = 60;

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: LogLevel = 'info';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(300_000)
  SHUTDOWN_TIMEOUT_MS = 10_000;

  /**
   * How often a server with nothing to run asks the database for a job (server/jobs/), in
   * milliseconds. Each ask is one short query per job kind; a job enqueued on this server starts
   * at once whatever the interval.
   */
  @Transform(toInt)
  @IsInt()
  @Min(500)
  @Max(60_000)
  JOBS_POLL_INTERVAL_MS = 2_000;

  /**
   * How often a running job tells the database that its server is alive, in seconds: a job
   * whose server went quiet for this long (a crash, a pulled plug) is tried again by another.
   */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  @Max(600)
  JOBS_HEARTBEAT_SECONDS = 30;

  /**
   * The address people open in the browser (sign-in comes back to it). Defaults to
   * http://localhost:<PORT>.
   */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  @Matches(/^[^?#]*[^/?#]$/, {
    message: 'must be an origin (and optional path) with no trailing slash',
  })
  PUBLIC_URL = 'http://localhost:3000';

  /**
   * Express "trust proxy": false, a hop count, or a list of addresses/subnets. `true` (every
   * hop) lets any client name its own address in X-Forwarded-For, so it is refused unless
   * TRUST_PROXY_FORCE says it is meant (see load-config).
   */
  @Matches(/^(false|true|\d+|[\w.:/, -]+)$/, {
    message: 'must be false, a hop count or addresses',
  })
  TRUST_PROXY = 'false';

  /** Takes TRUST_PROXY=true as meant: every request comes through a proxy that rewrites XFF. */
  @Transform(toBoolean)
  @IsBoolean({ message: 'must be true or false' })
  TRUST_PROXY_FORCE = false;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32)
  SESSION_SECRET?: string;

  /**
   * The keys that seal the secrets kept at rest (Strava's and Garmin's tokens): `id:base64`
   * pairs, comma-separated, each 32 bytes (`openssl rand -base64 32`); the first seals, all
   * open, so a new key goes first and the old one stays until nothing needs it. Unset: a key
   * made on first start in DATA_DIR/secrets-key (several servers must share one: set this).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @ValidateBy({
    name: 'secretKeys',
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string') return false;
        try {
          return parseSecretKeys(value).length > 0;
        } catch {
          return false;
        }
      },
      defaultMessage: () =>
        'must be id:base64 pairs, comma-separated, each key 32 bytes (openssl rand -base64 32)',
    },
  })
  SECRETS_KEYS?: string;

  /**
   * The Strava app's client id and secret (strava.com/settings/api), both or neither. Unset:
   * the server offers no Strava connection (the screens say so).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^\d{1,12}$/, { message: 'must be the Strava app’s numeric client id' })
  STRAVA_CLIENT_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(8)
  STRAVA_CLIENT_SECRET?: string;

  /** Strava's OAuth base (`/authorize`, `/token`, `/deauthorize` below it). */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  STRAVA_OAUTH_URL = 'https://www.strava.com/oauth';

  /** Strava's API base (its 2027 address will be set here). */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  STRAVA_API_URL = 'https://www.strava.com/api/v3';

  /**
   * Strava's webhook subscription (one per Strava app): `auto` subscribes at start-up when
   * Strava is set up and PUBLIC_URL is not a loopback address (Strava must reach it), `on`
   * always does (a tunnel, the tests), `off` never does.
   */
  @IsIn(STRAVA_WEBHOOK_MODES)
  STRAVA_WEBHOOK: StravaWebhookMode = 'auto';

  /**
   * The token Strava echoes in the webhook handshake. Unset: one is made when the subscription
   * is created and kept sealed with it in the database.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[\x21-\x7e]{16,200}$/, { message: 'must be 16-200 printable characters, no spaces' })
  STRAVA_WEBHOOK_VERIFY_TOKEN?: string;

  /**
   * The Garmin Connect Developer Program app's client id and secret (enterprise partners only),
   * both or neither. Unset: the server offers no Garmin connection (the screens say so). The id
   * also names Garmin's pushes: they carry it in the `garmin-client-id` header.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[\w-]{1,100}$/, { message: 'must be the Garmin app’s client id' })
  GARMIN_CLIENT_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(8)
  GARMIN_CLIENT_SECRET?: string;

  /** Garmin's authorize page base (`/oauth2Confirm` below it). */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  GARMIN_OAUTH_URL = 'https://connect.garmin.com';

  /** Garmin's OAuth 2.0 token endpoint (the code exchange and the refresh). */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  GARMIN_TOKEN_URL = 'https://diauth.garmin.com/di-oauth2-service/oauth/token';

  /**
   * Garmin's API base (`/wellness-api/rest/...`); its pings' and files' callback URLs are
   * fetched only when they are on this origin.
   */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  GARMIN_API_URL = 'https://apis.garmin.com';

  /**
   * The length of Strava's short rate-limit window: 900 s, starting on the quarter hour (UTC).
   * Only tests against a stand-in change it, to cross a window in seconds.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(900)
  STRAVA_RATE_WINDOW_SECONDS = 900;

  /**
   * The first wait before the Strava history import runs again after its run failed or its
   * server stopped (doubling at each retry). Only tests against a stand-in shorten it.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(5)
  STRAVA_IMPORT_RETRY_DELAY_SECONDS = 5;

  @Transform(toInt)
  @IsInt()
  @Min(60)
  SESSION_IDLE_TIMEOUT_SECONDS = 7 * 24 * 3600;

  @Transform(toInt)
  @IsInt()
  @Min(60)
  SESSION_ABSOLUTE_TIMEOUT_SECONDS = 30 * 24 * 3600;

  /** An external OpenID Connect provider, found through its discovery document. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  OIDC_ISSUER?: string;

  /** Or an OAuth 2.0 / OIDC provider given by its endpoints (all three together). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  OIDC_AUTHORIZATION_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  OIDC_TOKEN_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  OIDC_USERINFO_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  OIDC_CLIENT_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  OIDC_CLIENT_SECRET?: string;

  /**
   * The built-in provider's password hashing cost: scrypt's N is 2 to this power. 15 is OWASP's
   * minimum for scrypt; each step up doubles the time and memory of every sign-in. Test runs
   * lower it (see docs/testing.md); a server people sign in to keeps 15 or more.
   */
  @Transform(toInt)
  @IsInt()
  @Min(MIN_PASSWORD_HASH_COST)
  @Max(MAX_PASSWORD_HASH_COST)
  PASSWORD_HASH_COST = DEFAULT_PASSWORD_HASH_COST;

  @IsString()
  @Matches(/\bopenid\b/, { message: 'must include the openid scope' })
  OIDC_SCOPES = 'openid email profile';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  POSTHOG_KEY?: string;

  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  POSTHOG_HOST = 'https://us.i.posthog.com';

  /**
   * The mail server that sends the built-in provider's password-reset links, as a URL
   * (`smtp://user:password@host:587`, `smtps://...:465`). Unset: no mail is sent, and an
   * operator makes reset links with `npm run password-reset-link`.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['smtp', 'smtps'] },
    { message: 'must be an smtp:// or smtps:// URL' },
  )
  SMTP_URL?: string;

  /** The sender of those mails (`Packtrail <trail@example.com>`), required with SMTP_URL. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(MAIL_SENDER, { message: 'must be an address, alone or as Name <address>' })
  SMTP_FROM?: string;

  /**
   * How the operator of this server can be reached (an address or a URL), sent in the
   * User-Agent of every call to a third party: OpenStreetMap's tile usage policy asks for one.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[^\s();]{3,200}$/, {
    message: 'must be an address or URL without spaces, parentheses or semicolons',
  })
  OUTBOUND_USER_AGENT_CONTACT?: string;

  // Map tiles (server/tiles): three sources, each an upstream URL template with {z}, {x} and
  // {y}, the deepest zoom it has, and the attribution the map shows for it. A key for a paid
  // provider goes in the template: it stays on the server, the browser only sees /api/tiles.

  @IsTileUrlTemplate()
  TILES_STANDARD_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(24)
  TILES_STANDARD_MAX_ZOOM = 19;

  @IsString()
  @MinLength(1)
  TILES_STANDARD_ATTRIBUTION = '© OpenStreetMap contributors';

  @IsTileUrlTemplate()
  TILES_SATELLITE_URL =
    'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(24)
  TILES_SATELLITE_MAX_ZOOM = 19;

  @IsString()
  @MinLength(1)
  TILES_SATELLITE_ATTRIBUTION =
    'Tiles © Esri — Source: Esri, i-cubed, USDA, USGS, AEX, GeoEye, Getmapping, Aerogrid, IGN, IGP, UPR-EGP, and the GIS User Community';

  /** Terrarium-encoded elevation (height = R * 256 + G + B / 256 - 32768), for contour lines. */
  @IsTileUrlTemplate()
  TILES_ELEVATION_URL = 'https://s3.amazonaws.com/elevation-tiles-prod/terrarium/{z}/{x}/{y}.png';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(24)
  TILES_ELEVATION_MAX_ZOOM = 15;

  @IsString()
  @MinLength(1)
  TILES_ELEVATION_ATTRIBUTION =
    'Elevation: Mapzen, U.S. Geological Survey, and U.S. National Oceanic and Atmospheric Administration';

  /** Where fetched tiles are kept. Unset: DATA_DIR/tile-cache. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(1)
  TILE_CACHE_DIR?: string;

  /** The cache's size cap: past it, the tiles used least recently are deleted. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  TILE_CACHE_MAX_MB = 1024;

  /** A fetched tile is kept at least this long, whatever the upstream's expiry says. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  TILE_CACHE_MIN_TTL_SECONDS = 7 * 24 * 3600;

  /**
   * Tile requests one address may make a minute, after a burst of TILE_RATE_LIMIT_BURST: far
   * above what panning and zooming a map asks, far below a bulk download (which OpenStreetMap's
   * tile policy forbids). 0 turns the limit off.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  TILE_RATE_LIMIT_PER_MINUTE = 300;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  TILE_RATE_LIMIT_BURST = 1000;

  /**
   * The most a tile request waits for its tile server, from when it asks: the wait for one of the
   * source's connections, the request and its retry. Past it: a stale copy, else 504.
   */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(120_000)
  TILE_UPSTREAM_TIMEOUT_MS = 10_000;

  /**
   * Tile requests that may wait for one of a source's connections; one more is answered 503 with
   * Retry-After at once (or with a stale copy) rather than join a queue that cannot be served.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  TILE_UPSTREAM_MAX_QUEUED = 100;

  // Place search (server/geocoding): one geocoder, asked at most once a second by this server.

  /**
   * The geocoder behind the map's place search: `nominatim` (its jsonv2 API), `photon` (komoot's
   * GeoJSON API), or `off` (no place search: the map shows no search box).
   */
  @IsIn(GEOCODER_PROVIDERS)
  GEOCODER_PROVIDER: GeocoderProvider = 'nominatim';

  /**
   * The geocoder's base URL (`/search` or `/api` below it). Unset: the public instance of the
   * provider, https://nominatim.openstreetmap.org or https://photon.komoot.io.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  GEOCODER_URL?: string;

  /**
   * Searches that may wait for their turn with the geocoder (one a second); one more is answered
   * 503 with Retry-After at once.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1000)
  GEOCODER_MAX_QUEUED = 10;

  // Worker threads: what the heavy reading of uploads may hold.

  /**
   * The memory the worker threads may take together, in MB: the route file readers (each its
   * heap limit), the photo worker (from the photo's pixels: about 16 bytes each, so 0.65 GB for
   * the 40 megapixels an upload may have) and the preview image worker. Work whose share would
   * not fit beside what runs waits for it, so a hostile route file, a large photo and a preview
   * never add up to more than this; a share larger than the whole is cut to the whole.
   */
  @Transform(toInt)
  @IsInt()
  @Min(128)
  @Max(16_384)
  WORKER_MEMORY_MB = DEFAULT_WORKER_MEMORY_MB;

  /**
   * The largest JavaScript heap one route file's worker may have, in MB, taken from
   * WORKER_MEMORY_MB while it reads. Each GPX or KML file is read in a worker of its own whose
   * heap limit comes from its size (64 MB and 56 MB per MB of text, at most this and at most
   * WORKER_MEMORY_MB); a file that needs more than its limit is refused (400). The densest
   * 10 MB files need about 520 MB.
   */
  @Transform(toInt)
  @IsInt()
  @Min(64)
  @Max(16_384)
  ROUTE_FILE_READER_MEMORY_MB = DEFAULT_ROUTE_FILE_READER_MEMORY_MB;

  /**
   * The JavaScript heap of the worker that decodes uploaded photos, in MB; a photo that needs
   * more is refused (400 IMAGE_TOO_LARGE). JPEG and WebP are decoded in WebAssembly, so the heap
   * holds little (about 30 MB); a PNG's decoder is JavaScript. The decoded pixels are outside the
   * heap: a JPEG takes about 16 bytes a pixel while it is processed (0.25 GB for 12 megapixels,
   * 0.6 for 40), a PNG about 12, bounded by the 40-megapixel limit.
   */
  @Transform(toInt)
  @IsInt()
  @Min(64)
  @Max(16_384)
  IMAGE_WORKER_MEMORY_MB = DEFAULT_IMAGE_WORKER_MEMORY_MB;
}
