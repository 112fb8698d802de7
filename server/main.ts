import { restartWithMallocSettings } from '@server/bootstrap/malloc-settings.js';

// First, before the app's modules load: a restart after that would load them twice (seconds).
restartWithMallocSettings();
await import('@server/bootstrap/serve.js');
