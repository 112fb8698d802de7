import { signUp } from '../lib/http-client.js';

/**
 * Another user's latency while LighterPack imports of 5,000 rows run one after another: the
 * measured request is an observer's GET of a small pack, and the importer keeps the server
 * busy from setup to the end of the measured run (a new file each time, so every import
 * creates 5,000 library items). On the embedded database the observer shares the one
 * connection with the import, so its p99 and max show how long an import makes others wait.
 */

const ROWS = 5_000;
const HEADER = 'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable';

/** @param {number} run */
function importFile(run) {
  const rows = Array.from({ length: ROWS }, (_, n) =>
    [
      `Run ${run} item ${String(n).padStart(4, '0')}`,
      `Category ${(n % 24) + 1}`,
      n % 3 === 0 ? `"Notes for item ${n}, with a comma"` : '',
      String(1 + (n % 3)),
      String(5 + ((n * 37) % 1200)),
      'gram',
      n % 5 === 0 ? `https://example.com/gear/${n}` : '',
      ((n % 300) + 0.99).toFixed(2),
      n % 25 === 0 ? 'Worn' : '',
      n % 10 === 0 ? 'Consumable' : '',
    ].join(','),
  );
  return `${[HEADER, ...rows].join('\n')}\n`;
}

/**
 * @param {import('../lib/http-client.js').HttpClient} client
 * @param {string} text
 * @returns {Promise<number>} The status.
 */
async function postImport(client, text) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'big-list.csv');
  const response = await client.fetch('/api/packs/import', { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

/** The import loop, from setup until `afterLoad` stops it. */
const importer = {
  stopped: false,
  /** @type {Promise<void> | undefined} */
  loop: undefined,
  /** @type {{ ms: number, status: number }[]} */
  imports: [],
};

/** @param {string} message */
const progress = (message) => process.stderr.write(`${message}\n`);

/** @type {import('./types.js').Scenario} */
export default {
  name: 'import-5000',
  description:
    "GET /api/packs/:id of one user while another user's 5,000-row LighterPack imports run",
  method: 'GET',
  path: '/api/packs/:id',
  async setup({ baseUrl }) {
    const observer = await signUp(baseUrl);
    const pack = await observer.json('POST', '/api/packs', { name: 'Weekend' }, 201);
    const client = await signUp(baseUrl);
    importer.stopped = false;
    importer.imports = [];
    importer.loop = (async () => {
      for (let run = 1; !importer.stopped; run += 1) {
        const text = importFile(run);
        const started = performance.now();
        const status = await postImport(client, text);
        importer.imports.push({ ms: performance.now() - started, status });
      }
    })();
    return {
      path: `/api/packs/${pack.id}`,
      headers: { cookie: observer.cookieHeader(), accept: 'application/json' },
    };
  },
  async afterLoad() {
    importer.stopped = true;
    await importer.loop;
    const { imports } = importer;
    const statuses = [...new Set(imports.map((i) => i.status))].join(', ');
    const mean = imports.reduce((sum, i) => sum + i.ms, 0) / Math.max(1, imports.length);
    const max = Math.max(0, ...imports.map((i) => i.ms));
    progress(
      `bench: import-5000: ${imports.length} imports (status ${statuses}), ` +
        `${Math.round(mean)} ms each on average, ${Math.round(max)} ms the longest`,
    );
  },
};
