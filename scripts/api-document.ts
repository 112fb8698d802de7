// The app's OpenAPI document, built from source without listening: the real app on an embedded
// database in a temporary folder. scripts/api-types.js loads this file through Vite, which
// compiles the server's decorators as the tests do, so it runs before any build (CI lints first).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildApiDocument } from '@server/bootstrap/api-docs.js';
import { createApp } from '@server/bootstrap/create-app.js';
import { loadConfig } from '@server/config/load-config.js';

/** Not the package's version: the generated types would go stale on every release. */
const DOCUMENT_VERSION = 'generated';

export async function apiDocument(): Promise<OpenAPIObject> {
  const dataDir = await mkdtemp(join(tmpdir(), 'packtrail-api-types-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '3000',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      DATA_DIR: dataDir,
    });
    const running = await createApp(config);
    try {
      return buildApiDocument(running.app, DOCUMENT_VERSION);
    } finally {
      await running.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
