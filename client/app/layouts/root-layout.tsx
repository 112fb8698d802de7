import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppToaster } from '@client/components/app-toaster';
import { analytics } from '@client/lib/analytics';
import { UserRefresh } from '@client/app/user-refresh';

/** Around every page: scroll restored on back and forward, toasts, the user check, page views. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => analytics.pageview(pathname), [pathname]);
  return (
    <>
      <ScrollRestoration />
      <UserRefresh />
      <Outlet />
      <AppToaster />
    </>
  );
}
