import type { TestProject } from 'vitest/node';
import { acquireDatabaseTemplate } from './shared-database-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's data directory, which `migratedDataDir` copies. */
    embeddedDatabaseTemplate: string;
  }
}

/**
 * Vitest global setup of the process and browser projects: the run's migrated embedded database
 * (one for the run, shared with the API project's when that one is embedded too), for the built
 * servers whose subject is not a first start on an empty directory. server-process.test.ts and
 * the browser suite's shared server still start on empty ones.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = await acquireDatabaseTemplate(undefined);
  if (shared.template.kind !== 'embedded') throw new Error('expected an embedded template');
  project.provide('embeddedDatabaseTemplate', shared.template.directory);
  return () => shared.release();
}
