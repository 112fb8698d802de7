/** `--import`ed into a worker started from the sources: see source-worker-hooks.ts. */
import { register } from 'node:module';

register('./source-worker-hooks.ts', import.meta.url);
