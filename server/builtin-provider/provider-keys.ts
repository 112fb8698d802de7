import { generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import type { DataSource } from 'typeorm';

export interface ProviderKeys {
  /** One RS256 signing key, private parts included (ID tokens). */
  jwks: { keys: JsonWebKey[] };
  /** Signs the provider's cookies (keygrip: the first signs, all verify). */
  cookieKeys: string[];
  /** The app's client secret at the token endpoint. */
  clientSecret: string;
}

const secret = (): string => randomBytes(32).toString('base64url');

const signingKeys = (): ProviderKeys['jwks'] => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] };
};

async function readKey<T>(dataSource: DataSource, name: string): Promise<T | undefined> {
  const rows = await dataSource.query<{ value: T }[]>(
    'SELECT value FROM provider_keys WHERE name = $1',
    [name],
  );
  return rows[0]?.value;
}

/**
 * Reads a key by name, creating it first if no server has yet. INSERT ... ON CONFLICT DO NOTHING
 * and then SELECT: when several servers start together on one database, the first insert wins
 * and every server reads that one, so they all sign and verify with the same keys.
 */
async function keyNamed<T>(dataSource: DataSource, name: string, create: () => T): Promise<T> {
  const existing = await readKey<T>(dataSource, name);
  if (existing !== undefined) return existing;
  await dataSource.query(
    `INSERT INTO provider_keys (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING`,
    [name, JSON.stringify(create())],
  );
  const stored = await readKey<T>(dataSource, name);
  if (stored === undefined) throw new Error(`The provider key ${name} could not be stored`);
  return stored;
}

export async function loadOrCreateKeys(dataSource: DataSource): Promise<ProviderKeys> {
  return {
    jwks: await keyNamed(dataSource, 'jwks', signingKeys),
    cookieKeys: await keyNamed(dataSource, 'cookie_keys', () => [secret()]),
    clientSecret: await keyNamed(dataSource, 'client_secret', secret),
  };
}
