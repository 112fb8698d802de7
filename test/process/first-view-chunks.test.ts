import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What each screen's first view loads, read from the production build (dist/client, made by
 * `npm run build`): the scripts index.html loads, the screen's route chunk, and every chunk
 * they import statically, with the modules in each (from its source map). Code a screen loads
 * later (a dialog's form when it opens, the pack chart) is not part of it. No sizes: the bench
 * prints those (bench/browser/screens-js.js); this says which libraries may not come back.
 */

const CLIENT = fileURLToPath(new URL('../../dist/client/', import.meta.url));
const ASSETS = `${CLIENT}assets/`;

/** `import … from "./x.js"` and `import "./x.js"`, not `import("./x.js")`. */
const STATIC_IMPORT = /\bimport\s*(?:[^"'()]*?\bfrom\s*)?["']\.\/([^"'/]+\.js)["']/g;
const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)\//;

function build(): { entry: string[]; chunks: string[] } {
  if (!existsSync(`${CLIENT}index.html`)) {
    throw new Error('No client build in dist/client: run `npm run build` first');
  }
  const html = readFileSync(`${CLIENT}index.html`, 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  return { entry, chunks: readdirSync(ASSETS).filter((file) => file.endsWith('.js')) };
}

/** The chunk of a route module, e.g. `gear-route` for features/gear/routes/gear-route.tsx. */
function routeChunk(chunks: string[], route: string): string {
  const found = chunks.filter((file) => file.startsWith(`${route}-`));
  expect(found, `the chunk of ${route}`).toHaveLength(1);
  return found[0] ?? '';
}

function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(`${ASSETS}${file}`, 'utf8').matchAll(STATIC_IMPORT)) {
      if (match[1]) todo.push(match[1]);
    }
  }
  return seen;
}

/** The source files bundled into a chunk (paths as its source map gives them). */
function modulesOf(file: string): string[] {
  const map = `${ASSETS}${file}.map`;
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

/** The npm packages and the app's own source files a screen's first view loads. */
function firstView(route: string | null) {
  const { entry, chunks } = build();
  const files = staticClosure(route ? [...entry, routeChunk(chunks, route)] : entry);
  const modules = [...files].flatMap(modulesOf);
  const packages = new Set(modules.flatMap((source) => PACKAGE.exec(source)?.[1] ?? []));
  return { files, modules, packages: [...packages].sort() };
}

const FORMS = ['formik', 'yup'];
const DRAG_AND_DROP = ['@dnd-kit/core', '@dnd-kit/sortable', '@dnd-kit/utilities'];
const CHARTS = ['recharts', 'd3-shape', 'd3-path'];
const LATER = ['sonner'];
// The map's libraries load with the screens that show a map, in their lazy chunks.
const MAP = ['leaflet', 'react-leaflet', '@react-leaflet/core', 'd3-contour'];

describe('the first view’s JavaScript', () => {
  it('of /gear has no forms library, drag and drop, chart or toasts', () => {
    const { packages, modules } = firstView('gear-route');
    for (const name of [...FORMS, ...DRAG_AND_DROP, ...CHARTS, ...LATER, ...MAP]) {
      expect(packages, name).not.toContain(name);
    }
    // The phone's "More" sheet loads when it opens.
    expect(modules.filter((source) => source.includes('app/shell/more-sheet'))).toEqual([]);
  });

  it.each(['bundles-route', 'packs-route'])(
    'of %s loads its New dialogs’ forms only when one opens',
    (route) => {
      const { packages } = firstView(route);
      for (const name of [...FORMS, ...DRAG_AND_DROP, ...CHARTS, ...MAP]) {
        expect(packages, name).not.toContain(name);
      }
    },
  );

  it.each(['bundles-route', 'packs-route'])(
    'of %s has no delete confirmation until one is asked for',
    (route) => {
      const { modules } = firstView(route);
      expect(modules.filter((source) => source.includes('components/confirm-dialog'))).toEqual([]);
    },
  );

  it('of /account has the profile form without its rules; the sections below it come after', () => {
    const { packages, modules } = firstView('account-route');
    // Also shows that the reading above finds the forms library where it is.
    expect(packages).toContain('formik');
    for (const name of ['yup', ...DRAG_AND_DROP, ...CHARTS, ...MAP]) {
      expect(packages, name).not.toContain(name);
    }
    for (const part of [
      'account/api/profile-schema',
      'account/components/username-section',
      'account/components/preferences-section',
      'account/components/delete-account-dialog',
    ]) {
      expect(
        modules.filter((source) => source.includes(part)),
        part,
      ).toEqual([]);
    }
  });

  it('of the start page and home has none of them either', () => {
    for (const route of [null, 'landing-route', 'home-route']) {
      const { packages } = firstView(route);
      for (const name of [...FORMS, ...DRAG_AND_DROP, ...CHARTS, ...LATER, ...MAP]) {
        expect(packages, `${route ?? 'entry'}: ${name}`).not.toContain(name);
      }
    }
  });

  it('of a pack has drag and drop for reordering; its chart and forms come after', () => {
    // Also shows that the reading above finds a library where there is one.
    const { packages } = firstView('pack-route');
    expect(packages).toEqual(expect.arrayContaining(DRAG_AND_DROP));
    for (const name of [...CHARTS, ...FORMS]) expect(packages, name).not.toContain(name);
  });

  it('of /map has Leaflet, and only the map’s chunk has it; contours come in their worker', () => {
    // Also shows that the reading above finds the map's libraries where they are.
    const { packages } = firstView('map-route');
    expect(packages).toEqual(expect.arrayContaining(['leaflet', '@react-leaflet/core']));
    // The place form comes with its dialog, when a place is first added or edited.
    for (const name of FORMS) expect(packages, name).not.toContain(name);
    const { entry, chunks } = build();
    const shell = staticClosure(entry);
    const withLeaflet = chunks.filter((file) =>
      modulesOf(file).some((source) => PACKAGE.exec(source)?.[1] === 'leaflet'),
    );
    expect(withLeaflet.filter((file) => shell.has(file))).toEqual([]);
    const worker = chunks.filter((file) => file.startsWith('contour-worker-'));
    expect(worker).toHaveLength(1);
    expect(modulesOf(worker[0] ?? '').some((source) => source.includes('d3-contour'))).toBe(true);
    // The map's styles are the map chunk's stylesheet, not the shell's.
    const css = readdirSync(ASSETS).filter((file) => file.endsWith('.css'));
    const shellCss = css.filter((file) =>
      readFileSync(`${CLIENT}index.html`, 'utf8').includes(file),
    );
    for (const file of shellCss) {
      expect(readFileSync(`${ASSETS}${file}`, 'utf8'), file).not.toContain('.leaflet-container');
    }
  });

  it('has no recharts anywhere: the weight chart draws its own arcs', () => {
    const { chunks } = build();
    const withRecharts = chunks.filter((file) =>
      modulesOf(file).some((source) => PACKAGE.exec(source)?.[1] === 'recharts'),
    );
    expect(withRecharts).toEqual([]);
  });
});
