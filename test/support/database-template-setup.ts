import type { TestProject } from 'vitest/node';
import type { DatabaseTemplate } from './database-template.js';
import { acquireDatabaseTemplate } from './shared-database-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated database, which `startTestApp` copies for each app. */
    databaseTemplate: DatabaseTemplate;
  }
}

/** Vitest global setup of the API project: migrates the template once before any file runs. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = await acquireDatabaseTemplate(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplate', shared.template);
  return () => shared.release();
}
