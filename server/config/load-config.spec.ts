import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.js';

describe('loadConfig', () => {
  it('gives every setting a one-machine default when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      DATABASE_POOL_SIZE: 10,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      // Production's scrypt cost (2^15) when the variable is absent: only tests lower it.
      PASSWORD_HASH_COST: 15,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads and converts the variables that are set', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app:secret@db:5432/packtrail',
      LOG_LEVEL: 'debug',
      DATA_DIR: '/var/lib/packtrail',
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgres://app:secret@db:5432/packtrail');
    expect(config.LOG_LEVEL).toBe('debug');
    expect(config.DATA_DIR).toBe('/var/lib/packtrail');
  });

  it('treats an empty DATABASE_URL as unset (the embedded database)', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('ignores variables it does not know', () => {
    expect(loadConfig({ PATH: '/usr/bin', HOME: '/root' })).not.toHaveProperty('PATH');
  });

  it.each([
    ['PORT', 'abc', /PORT="abc": .*integer/],
    ['PORT', '70000', /PORT=70000: .*not be greater than 65535/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL="loud": .*one of the following values/],
    ['NODE_ENV', 'staging', /NODE_ENV="staging"/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL="mysql:\/\/x": must be a postgres/],
    ['DATABASE_POOL_SIZE', '0', /DATABASE_POOL_SIZE=0: .*not be less than 1/],
    ['PASSWORD_HASH_COST', '9', /PASSWORD_HASH_COST=9: .*not be less than 10/],
    ['PASSWORD_HASH_COST', '21', /PASSWORD_HASH_COST=21: .*not be greater than 20/],
    ['PASSWORD_HASH_COST', '14.5', /PASSWORD_HASH_COST="14.5": .*integer/],
  ])('stops with an error naming %s when it is %s', (name, value, reason) => {
    let thrown: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).problems).toHaveLength(1);
    expect((thrown as ConfigError).problems[0]).toMatch(reason);
    expect((thrown as ConfigError).message).toContain(`Invalid configuration`);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('derives PUBLIC_URL from PORT unless it is set', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://trail.example.com' }).PUBLIC_URL).toBe(
      'https://trail.example.com',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'https://trail.example.com/' })).toThrow(/PUBLIC_URL/);
  });

  it('needs the three explicit provider URLs together, and a client id', () => {
    expect(() => loadConfig({ OIDC_TOKEN_URL: 'https://id.example.com/token' })).toThrow(
      /OIDC_AUTHORIZATION_URL, OIDC_USERINFO_URL: must be set together with OIDC_TOKEN_URL/,
    );
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(
      /OIDC_CLIENT_ID: is required/,
    );
    expect(
      loadConfig({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'packtrail' })
        .OIDC_ISSUER,
    ).toBe('https://id.example.com');
  });

  describe('SMTP_URL and SMTP_FROM', () => {
    it('are unset by default: no mail is sent', () => {
      const config = loadConfig({});
      expect(config.SMTP_URL).toBeUndefined();
      expect(config.SMTP_FROM).toBeUndefined();
    });

    it.each([
      ['smtp://127.0.0.1:2525', 'trail@example.com'],
      ['smtps://user:p%40ss@smtp.example.com:465', 'Packtrail <trail@example.com>'],
      ['smtp://mail:587', '"Trail, the app" <no-reply@trail.example.com>'],
    ])('take %s from %s', (url, from) => {
      expect(loadConfig({ SMTP_URL: url, SMTP_FROM: from })).toMatchObject({
        SMTP_URL: url,
        SMTP_FROM: from,
      });
    });

    it.each([
      ['SMTP_URL', 'http://smtp.example.com', /SMTP_URL=.*must be an smtp:\/\/ or smtps:\/\/ URL/],
      ['SMTP_URL', 'smtp.example.com:587', /SMTP_URL=.*must be an smtp:\/\/ or smtps:\/\/ URL/],
      ['SMTP_FROM', 'Packtrail', /SMTP_FROM="Packtrail": must be an address/],
      ['SMTP_FROM', 'a@b.c\r\nBcc: x@y.z', /SMTP_FROM=.*must be an address/],
    ])('refuse %s=%j', (name, value, reason) => {
      const other = name === 'SMTP_URL' ? { SMTP_FROM: 'a@b.c' } : { SMTP_URL: 'smtp://mail:25' };
      expect(() => loadConfig({ ...other, [name]: value })).toThrow(reason);
    });

    it('need SMTP_FROM with SMTP_URL', () => {
      expect(() => loadConfig({ SMTP_URL: 'smtp://mail:25' })).toThrow(
        /SMTP_FROM: is required with SMTP_URL/,
      );
    });
  });

  describe('TRUST_PROXY', () => {
    it.each(['false', '1', '2', 'loopback', 'loopback, 10.0.0.0/8', '10.1.2.3, fd00::/8'])(
      'accepts %s',
      (value) => {
        expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value);
      },
    );

    it('refuses true (every hop trusted: any client could name its own address)', () => {
      let thrown: unknown;
      try {
        loadConfig({ TRUST_PROXY: 'true' });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ConfigError);
      const [problem] = (thrown as ConfigError).problems;
      expect(problem).toMatch(/^TRUST_PROXY="true": /);
      expect(problem).toMatch(/X-Forwarded-For/);
      expect(problem).toMatch(/hop count/);
      expect(problem).toMatch(/TRUST_PROXY_FORCE=true/);
    });

    it('takes true when TRUST_PROXY_FORCE=true says so explicitly', () => {
      const config = loadConfig({ TRUST_PROXY: 'true', TRUST_PROXY_FORCE: 'true' });
      expect(config.TRUST_PROXY).toBe('true');
      expect(config.TRUST_PROXY_FORCE).toBe(true);
    });

    it('names TRUST_PROXY_FORCE when it is neither true nor false', () => {
      expect(() => loadConfig({ TRUST_PROXY: 'true', TRUST_PROXY_FORCE: 'yes' })).toThrow(
        /TRUST_PROXY_FORCE="yes": must be true or false/,
      );
      expect(loadConfig({ TRUST_PROXY_FORCE: 'false' }).TRUST_PROXY_FORCE).toBe(false);
    });
  });

  describe('the tile upstream limits', () => {
    it('default to 10 s for a tile, queue included, and 100 tiles waiting per source', () => {
      expect(loadConfig({})).toMatchObject({
        TILE_UPSTREAM_TIMEOUT_MS: 10_000,
        TILE_UPSTREAM_MAX_QUEUED: 100,
      });
    });

    it('take the values set, 0 waiting included', () => {
      expect(
        loadConfig({ TILE_UPSTREAM_TIMEOUT_MS: '1500', TILE_UPSTREAM_MAX_QUEUED: '0' }),
      ).toMatchObject({ TILE_UPSTREAM_TIMEOUT_MS: 1500, TILE_UPSTREAM_MAX_QUEUED: 0 });
    });

    it.each([
      ['TILE_UPSTREAM_TIMEOUT_MS', '99', /TILE_UPSTREAM_TIMEOUT_MS=99: .*not be less than 100/],
      ['TILE_UPSTREAM_TIMEOUT_MS', '120001', /TILE_UPSTREAM_TIMEOUT_MS=120001: .*greater than/],
      ['TILE_UPSTREAM_TIMEOUT_MS', '2s', /TILE_UPSTREAM_TIMEOUT_MS="2s": .*integer/],
      ['TILE_UPSTREAM_MAX_QUEUED', '-1', /TILE_UPSTREAM_MAX_QUEUED=-1: .*not be less than 0/],
      ['TILE_UPSTREAM_MAX_QUEUED', '1.5', /TILE_UPSTREAM_MAX_QUEUED="1.5": .*integer/],
    ])('refuse %s=%s', (name, value, reason) => {
      expect(() => loadConfig({ [name]: value })).toThrow(reason);
    });
  });

  describe('the memory settings', () => {
    it('default to 16 MB of shared buffers, the optimizing compiler, 640 MB for the workers, 512 for a route file and 320 for photos', () => {
      expect(loadConfig({})).toMatchObject({
        EMBEDDED_DATABASE_SHARED_BUFFERS_MB: 16,
        EMBEDDED_DATABASE_OPTIMIZING_COMPILER: true,
        EMBEDDED_DATABASE_ANALYZE_INTERVAL_SECONDS: 60,
        WORKER_MEMORY_MB: 640,
        ROUTE_FILE_READER_MEMORY_MB: 512,
        IMAGE_WORKER_MEMORY_MB: 320,
      });
    });

    it('take the values set', () => {
      expect(
        loadConfig({
          EMBEDDED_DATABASE_SHARED_BUFFERS_MB: '128',
          EMBEDDED_DATABASE_OPTIMIZING_COMPILER: 'false',
          EMBEDDED_DATABASE_ANALYZE_INTERVAL_SECONDS: '0',
          WORKER_MEMORY_MB: '2048',
          ROUTE_FILE_READER_MEMORY_MB: '1024',
          IMAGE_WORKER_MEMORY_MB: '512',
        }),
      ).toMatchObject({
        EMBEDDED_DATABASE_SHARED_BUFFERS_MB: 128,
        EMBEDDED_DATABASE_OPTIMIZING_COMPILER: false,
        EMBEDDED_DATABASE_ANALYZE_INTERVAL_SECONDS: 0,
        WORKER_MEMORY_MB: 2048,
        ROUTE_FILE_READER_MEMORY_MB: 1024,
        IMAGE_WORKER_MEMORY_MB: 512,
      });
    });

    it.each([
      ['EMBEDDED_DATABASE_SHARED_BUFFERS_MB', '0', /=0: .*not be less than 1/],
      ['EMBEDDED_DATABASE_SHARED_BUFFERS_MB', '4097', /=4097: .*not be greater than 4096/],
      ['EMBEDDED_DATABASE_SHARED_BUFFERS_MB', '16MB', /="16MB": .*integer/],
      ['EMBEDDED_DATABASE_OPTIMIZING_COMPILER', 'yes', /="yes": must be true or false/],
      ['EMBEDDED_DATABASE_ANALYZE_INTERVAL_SECONDS', '-1', /=-1: .*not be less than 0/],
      ['EMBEDDED_DATABASE_ANALYZE_INTERVAL_SECONDS', '1m', /="1m": .*integer/],
      ['WORKER_MEMORY_MB', '127', /=127: .*not be less than 128/],
      ['WORKER_MEMORY_MB', '1GB', /="1GB": .*integer/],
      ['ROUTE_FILE_READER_MEMORY_MB', '63', /=63: .*not be less than 64/],
      ['ROUTE_FILE_READER_MEMORY_MB', '16385', /=16385: .*not be greater than 16384/],
      ['IMAGE_WORKER_MEMORY_MB', '32', /=32: .*not be less than 64/],
      ['IMAGE_WORKER_MEMORY_MB', '1.5', /="1.5": .*integer/],
    ])('refuse %s=%s', (name, value, reason) => {
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}${reason.source}`));
    });
  });

  it('refuses a short SESSION_SECRET', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('needs the Strava app’s client id and secret together', () => {
    expect(() => loadConfig({ STRAVA_CLIENT_ID: '12345' })).toThrow(/must be set together/);
    expect(() => loadConfig({ STRAVA_CLIENT_SECRET: 'abcdefgh12' })).toThrow(/STRAVA_CLIENT_ID/);
    expect(() =>
      loadConfig({ STRAVA_CLIENT_ID: 'app', STRAVA_CLIENT_SECRET: 'x'.repeat(40) }),
    ).toThrow(/numeric client id/);
    const config = loadConfig({ STRAVA_CLIENT_ID: '12345', STRAVA_CLIENT_SECRET: 'x'.repeat(40) });
    expect(config.STRAVA_OAUTH_URL).toBe('https://www.strava.com/oauth');
    expect(config.STRAVA_API_URL).toBe('https://www.strava.com/api/v3');
  });

  it('needs the Garmin app’s client id and secret together, with Garmin’s addresses by default', () => {
    expect(() => loadConfig({ GARMIN_CLIENT_ID: 'a1b2c3' })).toThrow(/GARMIN_CLIENT_SECRET/);
    expect(() => loadConfig({ GARMIN_CLIENT_SECRET: 'abcdefgh12' })).toThrow(/set together/);
    const config = loadConfig({
      GARMIN_CLIENT_ID: 'a1b2-c3',
      GARMIN_CLIENT_SECRET: 'x'.repeat(30),
    });
    expect(config.GARMIN_OAUTH_URL).toBe('https://connect.garmin.com');
    expect(config.GARMIN_TOKEN_URL).toBe('https://diauth.garmin.com/di-oauth2-service/oauth/token');
    expect(config.GARMIN_API_URL).toBe('https://apis.garmin.com');
  });

  it('takes SECRETS_KEYS as id:base64 pairs of 32-byte keys, and names it when malformed', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ SECRETS_KEYS: `new:${key},old:${key}` }).SECRETS_KEYS).toBe(
      `new:${key},old:${key}`,
    );
    expect(loadConfig({}).SECRETS_KEYS).toBeUndefined();
    for (const bad of [key, `k:${Buffer.alloc(16).toString('base64')}`, 'k:', ',']) {
      expect(() => loadConfig({ SECRETS_KEYS: bad })).toThrow(/SECRETS_KEYS/);
    }
  });

  it('returns a frozen object', () => {
    expect(Object.isFrozen(loadConfig({}))).toBe(true);
  });
});
