import { Toaster } from 'sonner';
import { useTheme } from '@client/components/theme-provider';

/**
 * Toasts, bottom-centre. The offset comes from CSS (--toast-offset-bottom), which lifts them
 * above the bottom navigation on screens up to 1024 px wide while that navigation shows.
 */
export function AppToaster() {
  const { resolvedTheme } = useTheme();
  const offset = { bottom: 'var(--toast-offset-bottom)' };
  return (
    <Toaster
      position="bottom-center"
      theme={resolvedTheme}
      offset={offset}
      mobileOffset={offset}
      closeButton
      toastOptions={{ duration: 5_000 }}
    />
  );
}
