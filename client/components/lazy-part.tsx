import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of the screen that is not needed for its first view (a dialog, the item drawer), in a
 * chunk of its own: loaded when first shown, or ahead of that on intent (`preload` from a
 * pointer or focus on what opens it). The module loader keeps the chunk, so both ask once; a
 * failed load is forgotten, so the next attempt asks again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Component = lazy(async () => ({ default: await preload() }));
  return {
    Component,
    /** Starts loading without waiting for it; a failure shows when the part is needed. */
    preload: () => void preload().catch(() => undefined),
  };
}

/**
 * While a part's chunk loads (a moment, usually): a quiet "Opening…" that only shows once the
 * wait is long enough to notice (components.css delays it).
 */
export function PartLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="part-loading" role="status">
          Opening…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
