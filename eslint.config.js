import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Client boundaries (CONVENTIONS.md, client): a feature imports only itself and shared code
 * (client/components, client/hooks, client/lib, @domain); only client/app combines features.
 * Across folders an import says '@client/...'; a relative one stays in its folder or below.
 */
const features = readdirSync(new URL('./client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const relativeUp = {
  regex: String.raw`^\.\.(/|$)`,
  message: "Import across folders by '@client/...': relative imports stay in a folder or below.",
};
const app = {
  regex: '^@client/(app|main)(/|$)',
  message: 'Only client/app combines features; nothing else imports it.',
};
const otherFeature = (name) => ({
  regex: `^@client/features/(?!${name}/)`,
  message:
    'A feature imports no other feature: move what both need to client/components, ' +
    'client/hooks or client/lib, or combine them in client/app.',
});
const anyFeature = {
  regex: '^@client/features/',
  message: 'Shared code (client/components, client/hooks, client/lib) imports no feature.',
};
const restrictImports = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

/*
 * Server boundaries (CONVENTIONS.md, server; docs/codebase.md, "Modules depend in one direction"):
 * - server/domain/ is pure rules the client reads too: it imports only itself, and no Nest or
 *   TypeORM.
 * - server/common/ and server/config/ are what every module shares: they import only each other,
 *   the domain and the data source's plumbing (server/database/), never a feature module.
 * - server/bootstrap/ assembles the app (with app.module.ts): only server/main.ts and server/cli/
 *   import it, and only bootstrap imports app.module.ts.
 * - A feature module (every other folder but database/) reaches another only through what that
 *   module exports: its Nest module (`<name>.module.ts`), its entities (`*.entity.ts`: foreign
 *   keys, the data source's list), its DTOs (`dto/`), and the files `serverSurfaces` lists for it
 *   below (the providers its Nest module exports, decorators, types and rules it shares). The rest
 *   of its folder is its own: to share more, list the file here on purpose, or move what two
 *   modules need to server/common/ (plumbing) or server/domain/ (rules).
 * - Across modules an import says '@server/...'; a relative one stays inside its module.
 */
const serverFolders = readdirSync(new URL('./server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED_SERVER_FOLDERS = ['common', 'config', 'domain', 'database'];
const ENTRY_SERVER_FOLDERS = ['bootstrap', 'cli'];
const serverModules = serverFolders.filter(
  (name) => !SHARED_SERVER_FOLDERS.includes(name) && !ENTRY_SERVER_FOLDERS.includes(name),
);

/** Each feature module's files that others may import, besides its module, entities and dto/. */
const serverSurfaces = {
  auth: [
    'current-user-id.decorator',
    'public.decorator',
    'oidc/oidc-client-settings',
    'oidc/oidc-client.service',
  ],
  // A public trip's page shows the activities linked to it (ActivitiesReadService); Strava and
  // Garmin write what they sync through ActivitySyncService and read FIT files as uploads are.
  activities: [
    'activities-read.service',
    'sources/activity-sync.service',
    'sources/activity-source.entity',
    'files/activity-files.service',
    'files/parsed-activity',
    'files/sport-categories',
    'files/best-efforts',
  ],
  // The activity upload takes a personal API key (ApiKeyGuard, UploaderId).
  'api-keys': ['api-key.guard'],
  'builtin-provider': ['builtin-provider.service'],
  // Packs hold bundles: they read the same tables, and keep bundle lines whole (BundleHolders).
  bundles: [
    'bundle-holders',
    'bundles.repository',
    'bundle-items.repository',
    'bundles.transactions',
  ],
  elevation: ['elevation.service'],
  // What a module running background work uses: the queue, a run's context and errors, uploads.
  jobs: [
    'queue/job-queue',
    'queue/job-context',
    'queue/job-errors',
    'queue/job-handler',
    'uploads/job-uploads.repository',
    'jobs.service',
  ],
  // Packs and bundles hold library items and make them from an import.
  // Activities ask which items exist (GearItemsReadService).
  gear: [
    'gear-items-read.service',
    'category-palette',
    'gear-item-rules',
    'gear-items.repository',
    'gear-categories.repository',
  ],
  packs: [
    'packs-read.service',
    'export/pack-csv-writer.service',
    'import/pack-import.service',
    'import/pack-import-rows',
    'slug',
  ],
  photos: [
    'photos.repository',
    'photo-url',
    'photo-upload',
    'photo-upload.interceptor',
    'images/image-processor',
  ],
  public: ['public-read.service', 'preview-image/preview-paths'],
  'rate-limits': ['rate-limit.decorator'],
  // session-data: what a session holds (express-session's SessionData, declared once).
  session: ['session.middleware', 'session-data'],
  tiles: ['tiles.service', 'tile-coordinates'],
  // Activities read GPX and TCX with the trips' checks and XML reader (in their own worker),
  // and write GPX with its number and text helpers.
  trips: [
    'trips-read.service',
    'route-point',
    'trip-route-figures',
    'files/route-xml-reader',
    'files/route-file-text',
    'files/trip-gpx',
    'files/xml-text',
  ],
  users: ['users.repository', 'users.service', 'user.mapper'],
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bootstrapImport = {
  regex: String.raw`^@server/(bootstrap/|app\.module(\.js)?$|main(\.js)?$)`,
  message: 'Only server/main.ts and server/cli assemble the app: nothing else imports bootstrap.',
};
const privateFiles = (name) => {
  const open = [
    `${escapeRegex(name)}\\.module`,
    String.raw`(.+/)?[^/]+\.entity`,
    String.raw`dto/.+`,
    ...(serverSurfaces[name] ?? []).map(escapeRegex),
  ];
  return {
    regex: `^@server/${escapeRegex(name)}/(?!(${open.join('|')})(\\.js)?$)`,
    message:
      `Reach server/${name}/ through what it exports: ${name}.module.ts, its entities, dto/` +
      ` and the files eslint.config.js lists for it (serverSurfaces).`,
  };
};
const otherModulesPrivateFiles = (name) =>
  serverModules.filter((other) => other !== name).map(privateFiles);
/** A relative import from `depth` folders under server/ that climbs out of its module. */
const climbsOut = (depth) => ({
  regex: depth === 1 ? String.raw`^\.\.(/|$)` : `^(\\.\\./){${depth}}`,
  message: "Import another server folder by '@server/...': relative imports stay in a module.",
});
const serverDepths = [1, 2, 3, 4];
/** Files exactly `depth` folders under server/<folder>/: server/x/a.ts is depth 1. */
const atDepth = (folder, depth) => `server/${folder}/${'*/'.repeat(depth - 1)}*.ts`;
const serverRules = (folder, patterns) =>
  serverDepths.map((depth) => ({
    files: [atDepth(folder, depth)],
    rules: restrictImports(climbsOut(depth), ...patterns),
  }));

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'test-results/**', 'data/**', 'client/public/**'] },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Nest modules are classes holding only decorators.
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Nest injects by the constructor's parameter types: those imports must stay value imports.
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['client/app/**/*.{ts,tsx}', 'client/*.{ts,tsx}'],
    rules: restrictImports(relativeUp),
  },
  {
    files: ['client/{components,hooks,lib}/**/*.{ts,tsx}'],
    rules: restrictImports(relativeUp, app, anyFeature),
  },
  ...features.map((name) => ({
    files: [`client/features/${name}/**/*.{ts,tsx}`],
    rules: restrictImports(relativeUp, app, otherFeature(name)),
  })),
  ...serverRules('domain', [
    {
      regex: '^@(server|client)/(?!domain/)',
      message: 'server/domain is pure rules shared with the client: it imports only itself.',
    },
    { regex: '^(@nestjs/|typeorm$)', message: 'server/domain holds no Nest or TypeORM.' },
  ]),
  ...['common', 'config'].flatMap((folder) =>
    serverRules(folder, [
      {
        regex: '^@server/(?!(common|config|domain|database)/)',
        message: `server/${folder} is shared: it imports no feature module (nor bootstrap).`,
      },
    ]),
  ),
  ...serverModules.flatMap((name) =>
    serverRules(name, [bootstrapImport, ...otherModulesPrivateFiles(name)]),
  ),
  // The data source lists every module's entities; like a module, it reaches no further.
  ...serverRules('database', [bootstrapImport, ...serverModules.map(privateFiles)]),
  ...ENTRY_SERVER_FOLDERS.flatMap((folder) => serverRules(folder, [])),
  {
    files: ['server/*.ts'],
    rules: restrictImports({
      regex: String.raw`^\.\.(/|$)`,
      message: "Import by '@server/...'.",
    }),
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/**/*.spec.{ts,tsx}', 'server/**/*.spec.ts', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
);
