import http from 'node:http';
import { DataSource } from 'typeorm';
import { RateLimitsRepository } from '@server/rate-limits/rate-limits.repository.js';
import { SESSION_COOKIE } from '@server/session/session.middleware.js';
import type { User } from '@test/support/api-fixture.js';
import type { TestApp } from '@test/support/test-app.js';

/** The user's window for `action` as stored, or undefined when there is none. */
export async function storedWindow(app: TestApp, ownerId: string, action: string) {
  const [row] = await app.app.get(DataSource).query<{ hits: number; secondsLeft: number }[]>(
    `SELECT hits, extract(epoch FROM resets_at - now())::float8 AS "secondsLeft"
       FROM rate_limits WHERE owner_id = $1 AND action = $2`,
    [ownerId, action],
  );
  return row;
}

/**
 * Marks `hits` calls of `action` as already made in the user's current window, as if they had
 * happened a moment ago: a test then makes the last allowed call and the first refused one
 * without making all the others.
 */
export async function alreadyCalled(app: TestApp, ownerId: string, action: string, hits: number) {
  await app.app.get(DataSource).query(
    `INSERT INTO rate_limits (owner_id, action, hits, resets_at)
     VALUES ($1, $2, $3, now() + interval '1 hour')
     ON CONFLICT (owner_id, action) DO UPDATE SET hits = EXCLUDED.hits, resets_at = EXCLUDED.resets_at`,
    [ownerId, action, hits],
  );
}

/** Moves the user's window for `action` into the past, as if its hour had gone by. */
export async function endWindow(app: TestApp, ownerId: string, action: string) {
  await app.app
    .get(DataSource)
    .query(
      `UPDATE rate_limits SET resets_at = now() - interval '1 second' WHERE owner_id = $1 AND action = $2`,
      [ownerId, action],
    );
}

/** The user's leases as stored (the holder of each). */
export async function storedLeases(app: TestApp, ownerId: string) {
  return app.app.get(DataSource).query<{ action: string; holder: string; secondsLeft: number }[]>(
    `SELECT action, holder, extract(epoch FROM expires_at - now())::float8 AS "secondsLeft"
       FROM rate_limit_leases WHERE owner_id = $1`,
    [ownerId],
  );
}

/**
 * Resolves once the server has released a lease (the DELETE has run). A response that finishes
 * gives its lease back before its last bytes go out; one whose client went away gives it back
 * when the server notices, which the client cannot see.
 */
export function nextLeaseRelease(app: TestApp): Promise<void> {
  const repository = app.app.get(RateLimitsRepository);
  const release = repository.releaseLease.bind(repository);
  return new Promise((resolve) => {
    repository.releaseLease = async (...args) => {
      try {
        await release(...args);
      } finally {
        repository.releaseLease = release;
        resolve();
      }
    };
  });
}

/**
 * Gives the user `count` photos of `megabytes` each, straight into the table: enough bytes that
 * an export of the account cannot fit in the sockets' buffers, so it stays open while its
 * client does not read.
 */
export async function addLargePhotos(app: TestApp, ownerId: string, count: number, megabytes = 4) {
  const bytes = Buffer.alloc(megabytes * 1024 * 1024, 0x5a);
  await app.app.get(DataSource).query(
    `INSERT INTO photos (owner_id, content_type, bytes, width, height)
     SELECT $1, 'image/png', $2::bytea, 1, 1 FROM generate_series(1, $3::int)`,
    [ownerId, bytes, count],
  );
}

export interface OpenDownload {
  status: number;
  retryAfter: string | undefined;
  /** Reads the rest of the body. */
  finish(): Promise<void>;
  /** Drops the connection, as a browser does when the download is cancelled. */
  abort(): void;
}

/**
 * GETs `path` as the user and stops reading once the headers are in: the server's response
 * stays open, held back by the unread socket, until finish() or abort().
 */
export function openDownload(app: TestApp, user: User, path: string): Promise<OpenDownload> {
  const url = `${app.baseUrl}${path}`;
  const cookie = `${SESSION_COOKIE}=${user.session.cookie(url, SESSION_COOKIE) ?? ''}`;
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { Cookie: cookie } }, (response) => {
      response.pause();
      resolve({
        status: response.statusCode ?? 0,
        retryAfter: response.headers['retry-after'],
        finish: () =>
          new Promise((done, failed) => {
            response.on('end', done).on('error', failed).resume();
          }),
        abort: () => {
          // The cut-off body's 'aborted' error is what this asks for.
          response.on('error', () => undefined);
          request.destroy();
        },
      });
    });
    request.on('error', reject);
  });
}
