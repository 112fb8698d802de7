import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { WindowCount } from './rate-limit-decision.js';

export interface LeaseAttempt {
  acquired: boolean;
  /** Until the lease someone else holds lapses; null when it could not be seen (just taken). */
  secondsLeft: number | null;
}

/**
 * The rate_limits and rate_limit_leases tables. Every check is one statement that decides and
 * writes at once, on the database's clock (`now()`), so any number of servers sharing the
 * database agree on the count and never both take a lease.
 */
@Injectable()
export class RateLimitsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts a call in the user's window for `action`, starting a new window when there is none or
   * it has ended. `maxHits` caps the count (the limit plus one is enough to refuse), so a client
   * that keeps calling cannot overflow it.
   */
  async countCall(
    ownerId: string,
    action: string,
    windowSeconds: number,
    maxHits: number,
  ): Promise<WindowCount> {
    const [row] = await this.dataSource.query<WindowCount[]>(
      `INSERT INTO rate_limits AS w (owner_id, action, hits, resets_at)
       VALUES ($1, $2, 1, now() + make_interval(secs => $3::double precision))
       ON CONFLICT (owner_id, action) DO UPDATE SET
         hits = CASE WHEN w.resets_at <= now() THEN 1 ELSE least(w.hits + 1, $4::int) END,
         resets_at = CASE WHEN w.resets_at <= now() THEN EXCLUDED.resets_at ELSE w.resets_at END
       RETURNING hits, extract(epoch FROM resets_at - now())::float8 AS "secondsLeft"`,
      [ownerId, action, windowSeconds, maxHits],
    );
    if (!row) throw new Error('Counting a call returned no row');
    return row;
  }

  /**
   * Takes the user's lease on `action` for `holder` unless another holder's lease is still
   * alive; a lapsed one (its server crashed or stopped renewing) is taken over.
   */
  async acquireLease(
    ownerId: string,
    action: string,
    holder: string,
    leaseSeconds: number,
  ): Promise<LeaseAttempt> {
    // The second subquery reads the statement's snapshot: the lease as it was before this
    // statement, which is the one that refused us (null if another server took it just now).
    const [row] = await this.dataSource.query<LeaseAttempt[]>(
      `WITH taken AS (
         INSERT INTO rate_limit_leases AS l (owner_id, action, holder, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4::double precision))
         ON CONFLICT (owner_id, action) DO UPDATE SET
           holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
         WHERE l.expires_at <= now()
         RETURNING holder
       )
       SELECT EXISTS (SELECT 1 FROM taken) AS acquired,
         (SELECT extract(epoch FROM expires_at - now())::float8 FROM rate_limit_leases
          WHERE owner_id = $1 AND action = $2) AS "secondsLeft"`,
      [ownerId, action, holder, leaseSeconds],
    );
    if (!row) throw new Error('Taking a lease returned no row');
    return row;
  }

  /** Extends the holder's lease; false when it is no longer theirs (it lapsed and was taken). */
  async renewLease(
    ownerId: string,
    action: string,
    holder: string,
    leaseSeconds: number,
  ): Promise<boolean> {
    // Wrapped in a SELECT: TypeORM answers a bare UPDATE with [rows, count], not rows.
    const [row] = await this.dataSource.query<{ renewed: boolean }[]>(
      `WITH renewed AS (
         UPDATE rate_limit_leases
         SET expires_at = now() + make_interval(secs => $4::double precision)
         WHERE owner_id = $1 AND action = $2 AND holder = $3
         RETURNING 1
       )
       SELECT EXISTS (SELECT 1 FROM renewed) AS renewed`,
      [ownerId, action, holder, leaseSeconds],
    );
    return row?.renewed === true;
  }

  /** Gives the lease back; a lease another holder has taken over since is left alone. */
  async releaseLease(ownerId: string, action: string, holder: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM rate_limit_leases WHERE owner_id = $1 AND action = $2 AND holder = $3`,
      [ownerId, action, holder],
    );
  }

  /** Deletes ended windows and lapsed leases: the next call starts afresh without them. */
  async deleteExpired(): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE resets_at <= now()`);
    await this.dataSource.query(`DELETE FROM rate_limit_leases WHERE expires_at <= now()`);
  }
}
