import { Outlet, ScrollRestoration } from 'react-router';
import { AppToaster } from '@client/components/app-toaster';

/** Around every page: scroll positions restored on back and forward, and the toasts. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <AppToaster />
    </>
  );
}
