import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';

describe('the memory limits', () => {
  const { app } = setupApi({ users: 0 });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'runs the embedded database with 16 MB of shared buffers unless told otherwise',
    async () => {
      const db = app.app.get(DataSource);
      const [buffers] = await db.query<{ shared_buffers: string }[]>('SHOW shared_buffers');
      const [maintenance] = await db.query<{ maintenance_work_mem: string }[]>(
        'SHOW maintenance_work_mem',
      );
      expect(buffers?.shared_buffers).toBe('16MB');
      expect(maintenance?.maintenance_work_mem).toBe('16MB');
    },
  );
});
