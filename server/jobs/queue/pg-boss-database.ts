import type { Pool, PoolClient } from 'pg';
import type { Db } from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

type Queryable = Pick<Pool | PoolClient, 'query'>;

/**
 * pg-boss's statements on a pg pool or client. A statement without parameters may be several
 * (pg-boss's schema and its locked maintenance blocks, `BEGIN; ...; COMMIT`), which pg runs in
 * one simple-protocol round trip and answers with one result each; pg-boss reads either shape.
 */
const onQueryable = (queryable: Queryable): Db => ({
  executeSql: (text: string, values?: unknown[]) => queryable.query(text, values),
});

/** The app's one pg pool, TypeORM's (on the embedded database a pool of one connection). */
export const appPool = (dataSource: DataSource): Pool =>
  (dataSource.driver as PostgresDriver).master as Pool;

/**
 * pg-boss on the app's own pool: on the embedded database it shares the one connection with
 * user requests, a statement at a time, in turn with them (pg-pool's queue is first come, first
 * served), and never holds the connection between statements.
 */
export const poolDatabase = (dataSource: DataSource): Db => onQueryable(appPool(dataSource));

/**
 * pg-boss's statements inside a TypeORM transaction (its `{ db }` option), so a job is queued,
 * or cancelled, with the rows that go with it or not at all.
 */
export async function transactionDatabase(manager: EntityManager): Promise<Db> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('transactionDatabase needs a transaction');
  return onQueryable((await runner.connect()) as PoolClient);
}
