import gear5000 from './gear-5000.js';
import health from './health.js';
import htmlShell from './html-shell.js';
import import5000 from './import-5000.js';
import pack500 from './pack-500.js';
import publicPack100 from './public-pack-100.js';
import search from './search.js';
import track2000 from './track-2000.js';
import trackOverview2000 from './track-overview-2000.js';
import upload50 from './upload-50.js';

/**
 * Every scenario `npm run bench` runs, in order. Add a module beside this one and list it here.
 *
 * @type {import('./types.js').Scenario[]}
 */
export const scenarios = [
  health,
  htmlShell,
  pack500,
  gear5000,
  import5000,
  publicPack100,
  track2000,
  trackOverview2000,
  upload50,
  search,
];
