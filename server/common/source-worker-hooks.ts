/**
 * Module resolution for a worker thread started from the sources (tests run the server from its
 * .ts files; dist has compiled .js with the aliases already rewritten): `@server/...` is the
 * server folder, and a relative `.js` import from a .ts file is the .ts file beside it, as
 * TypeScript resolves them. Node strips the types itself, so the files must stay erasable
 * TypeScript. Registered by source-worker-register.ts; nothing else imports it.
 */
const SERVER_ROOT = new URL('../', import.meta.url);

interface ResolveContext {
  parentURL?: string;
}

type NextResolve = (specifier: string, context: ResolveContext) => Promise<unknown>;

export function resolve(
  specifier: string,
  context: ResolveContext,
  nextResolve: NextResolve,
): Promise<unknown> {
  if (specifier.startsWith('@server/')) {
    const path = specifier.slice('@server/'.length).replace(/\.js$/, '.ts');
    return nextResolve(new URL(path, SERVER_ROOT).href, context);
  }
  const fromSource = context.parentURL?.endsWith('.ts') === true;
  if (fromSource && /^\.\.?\//.test(specifier) && specifier.endsWith('.js')) {
    return nextResolve(specifier.replace(/\.js$/, '.ts'), context);
  }
  return nextResolve(specifier, context);
}
