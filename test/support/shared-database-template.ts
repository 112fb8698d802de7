import { createDatabaseTemplate, type DatabaseTemplate } from './database-template.js';

/**
 * One migrated template per kind of database for the whole vitest run, shared by the projects
 * whose global set-ups ask for it (the API project's, the process project's): they run in the
 * same main process, so the second asks for what the first made instead of migrating another
 * (7 to 10 s on a busy 2-core machine). Kept on `globalThis` because vitest loads each
 * project's global set-up as a module of its own. The template goes when its last user lets go.
 */
interface Shared {
  created: ReturnType<typeof createDatabaseTemplate>;
  users: number;
}

const KEY = Symbol.for('packtrail.test.sharedDatabaseTemplates');
type Registry = Map<string, Shared>;
const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
const registry: Registry = (holder[KEY] ??= new Map<string, Shared>());

/** The run's template on `serverUrl` (TEST_DATABASE_URL), or embedded; `release` when done. */
export async function acquireDatabaseTemplate(
  serverUrl?: string,
): Promise<{ template: DatabaseTemplate; release(): Promise<void> }> {
  const key = serverUrl ?? 'embedded';
  let shared = registry.get(key);
  if (!shared) {
    shared = { created: createDatabaseTemplate(serverUrl), users: 0 };
    registry.set(key, shared);
  }
  shared.users += 1;
  const entry = shared;
  let released = false;
  const created = await entry.created;
  return {
    template: created.template,
    async release() {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users > 0) return;
      registry.delete(key);
      await created.remove();
    },
  };
}
