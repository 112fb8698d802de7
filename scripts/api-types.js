// The client's API types, generated from the server's OpenAPI document with openapi-typescript.
//   npm run api-types           writes client/lib/api/schema.d.ts
//   npm run api-types -- --check fails when the committed file differs (npm run lint runs it)
// The document is built from source (scripts/api-document.ts, through Vite's module runner), so
// no build and no listening server are needed.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { createServer } from 'vite';

const OUTPUT = 'client/lib/api/schema.d.ts';
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const check = process.argv.includes('--check');

const HEADER = `// Generated from the server's OpenAPI document by \`npm run api-types\` (scripts/api-types.js).
// Do not edit: change the DTOs' @ApiProperty info and run the command again.
// \`npm run lint\` fails when this file is stale.
/* eslint-disable */

`;

const FOOTER = `
/** A schema by its DTO's name, e.g. \`ApiSchema<'GearItemResponseDto'>\`. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
`;

async function loadDocument() {
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    resolve: {
      alias: {
        '@server': dir('server'),
        '@migrations': dir('migrations'),
        '@domain': dir('server/domain'),
      },
    },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { apiDocument } = await vite.ssrLoadModule('/scripts/api-document.ts');
    return await apiDocument();
  } finally {
    await vite.close();
  }
}

async function generate() {
  const document = await loadDocument();
  const types = astToString(await openapiTS(document, { defaultNonNullable: false }));
  const source = HEADER + types + FOOTER;
  const options = (await prettier.resolveConfig(dir(OUTPUT))) ?? {};
  return prettier.format(source, { ...options, filepath: dir(OUTPUT) });
}

const generated = await generate();
if (check) {
  const committed = await readFile(dir(OUTPUT), 'utf8').catch(() => '');
  if (committed !== generated) {
    console.error(`${OUTPUT} is stale: run npm run api-types`);
    process.exit(1);
  }
  console.log(`${OUTPUT} is up to date`);
} else {
  await writeFile(dir(OUTPUT), generated);
  console.log(`wrote ${OUTPUT}`);
}
