import type { DataSource, QueryRunner } from 'typeorm';

/**
 * Counts the SQL statements TypeORM sends. Every TypeORM query (repository, query builder,
 * manager.query, transactions) runs on a QueryRunner from DataSource.createQueryRunner, so
 * wrapping that and each runner's query() sees them all, without a logger or database
 * extension and the same on PGlite and PostgreSQL. The session store uses the pool directly
 * and is not counted; it does the same work whatever the request reads.
 */
export function countQueries(dataSource: DataSource) {
  const create = dataSource.createQueryRunner.bind(dataSource);
  let count = 0;
  dataSource.createQueryRunner = (...args: Parameters<DataSource['createQueryRunner']>) => {
    const runner: QueryRunner = create(...args);
    const query = runner.query.bind(runner) as (...queryArgs: unknown[]) => Promise<unknown>;
    runner.query = ((...queryArgs: unknown[]) => {
      count += 1;
      return query(...queryArgs);
    }) as QueryRunner['query'];
    return runner;
  };
  return {
    async during(work: () => Promise<unknown>): Promise<number> {
      const before = count;
      await work();
      return count - before;
    },
    restore: () => {
      dataSource.createQueryRunner = create;
    },
  };
}
