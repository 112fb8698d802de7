import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate, type DatabaseTemplate } from './database-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated database, which `startTestApp` copies for each app. */
    databaseTemplate: DatabaseTemplate;
  }
}

/** Vitest global setup of the API project: migrates the template once before any file runs. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const created = await createDatabaseTemplate(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplate', created.template);
  return () => created.remove();
}
