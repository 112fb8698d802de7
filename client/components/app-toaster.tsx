import { lazy, Suspense } from 'react';
import { useTheme } from './theme-provider';
import { loadToasts, useToastsWanted } from '@client/lib/toast';

const Toaster = lazy(() => loadToasts().then((sonner) => ({ default: sonner.Toaster })));

/**
 * Toasts, bottom-centre, drawn from the first toast on (client/lib/toast.ts). The offset comes
 * from CSS (--toast-offset-bottom), which lifts them above the bottom navigation on screens up
 * to 1024 px wide while that navigation shows.
 */
export function AppToaster() {
  const { resolvedTheme } = useTheme();
  const wanted = useToastsWanted();
  if (!wanted) return null;
  const offset = { bottom: 'var(--toast-offset-bottom)' };
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        theme={resolvedTheme}
        offset={offset}
        mobileOffset={offset}
        closeButton
        toastOptions={{ duration: 5_000 }}
      />
    </Suspense>
  );
}
