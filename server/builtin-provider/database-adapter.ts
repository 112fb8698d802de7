import type { Adapter, AdapterPayload } from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { DataSource } from 'typeorm';
import { containsNul, fieldsWithNul, NUL_MESSAGE } from '@server/common/nul-characters.js';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * PostgreSQL refuses U+0000 in text and jsonb (a 500), so a value holding one names no record:
 * a code or client id sent with a NUL is simply not found.
 */
const mayName = (value: string): boolean => !containsNul(value);

/**
 * The request parameters a payload's fields came from, by the names they were sent as (an
 * interaction keeps `params.login_hint` and also `prompt.details.login_hint`).
 */
const parameterNames = (paths: string[]): string[] => [
  ...new Set(
    paths.map(
      (path) =>
        path
          .replace(/\[\d+\]/g, '')
          .split('.')
          .at(-1) ?? path,
    ),
  ),
];

/** Records still alive: no expiry, or an expiry in the future (by the database's clock). */
const ALIVE = '(expires_at IS NULL OR expires_at > now())';

/**
 * oidc-provider's storage (sessions, interactions, grants, codes, tokens) in provider_records,
 * one adapter per model name, on the app's one pool. Each call is a single statement: no
 * transaction is held while oidc-provider goes on with other work.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly dataSource: DataSource,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
    const withNul = fieldsWithNul(payload);
    if (withNul.length) {
      // What a browser sent (login_hint, state, ...) is kept in the interaction: refuse it as
      // oidc-provider refuses any bad parameter (invalid_request, 400 or back to the client).
      throw new errors.InvalidRequest(`${parameterNames(withNul).join(', ')} ${NUL_MESSAGE}`);
    }
    const expiresInSeconds = typeof expiresIn === 'number' ? expiresIn : null;
    await this.dataSource.query(
      `INSERT INTO provider_records
         (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6,
         now() + make_interval(secs => $7::double precision),
         CASE WHEN $8::bigint IS NULL THEN NULL ELSE to_timestamp($8::bigint) END)
       ON CONFLICT (model, id) DO UPDATE SET
         payload = EXCLUDED.payload,
         grant_id = EXCLUDED.grant_id,
         user_code = EXCLUDED.user_code,
         uid = EXCLUDED.uid,
         expires_at = EXCLUDED.expires_at,
         consumed_at = EXCLUDED.consumed_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        text(payload.grantId),
        text(payload.userCode),
        text(payload.uid),
        expiresInSeconds,
        typeof payload.consumed === 'number' ? payload.consumed : null,
      ],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  /** Marks a code or token used; the payload's `consumed` is what oidc-provider checks. */
  async consume(id: string): Promise<void> {
    if (!mayName(id)) return;
    await this.dataSource.query(
      `UPDATE provider_records
       SET consumed_at = now(),
           payload = payload || jsonb_build_object('consumed', floor(extract(epoch FROM now())))
       WHERE model = $1 AND id = $2`,
      [this.model, id],
    );
  }

  async destroy(id: string): Promise<void> {
    if (!mayName(id)) return;
    await this.dataSource.query('DELETE FROM provider_records WHERE model = $1 AND id = $2', [
      this.model,
      id,
    ]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    if (!mayName(grantId)) return;
    await this.dataSource.query('DELETE FROM provider_records WHERE model = $1 AND grant_id = $2', [
      this.model,
      grantId,
    ]);
  }

  private async findWhere(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    if (!mayName(value)) return undefined;
    const rows = await this.dataSource.query<{ payload: AdapterPayload }[]>(
      `SELECT payload FROM provider_records WHERE model = $1 AND ${column} = $2 AND ${ALIVE}
       LIMIT 1`,
      [this.model, value],
    );
    return rows[0]?.payload;
  }
}

/** Deletes records that expired a while ago; oidc-provider never looks at them again. */
export async function deleteExpiredRecords(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    `DELETE FROM provider_records WHERE expires_at < now() - interval '1 hour'`,
  );
}
