import health from './health.js';
import htmlShell from './html-shell.js';

/**
 * Every scenario `npm run bench` runs, in order. Add a module beside this one and list it here.
 *
 * @type {import('./types.js').Scenario[]}
 */
export const scenarios = [health, htmlShell];
