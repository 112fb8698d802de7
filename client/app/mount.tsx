import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import { startWithStoredUser } from '@client/lib/start';
import { createSwrConfig } from '@client/lib/swr-config';
import { warmIntl } from '@client/lib/warm-intl';
import { createAppRouter } from './router';
import { ThemeProvider } from '@client/components/theme-provider';

export const ROOT_ELEMENT_ID = 'root';

/** Starts the app in the page's root element; a page without one is a broken deploy. */
export function mountApp(doc: Document = document): Root {
  const rootElement = doc.getElementById(ROOT_ELEMENT_ID);
  if (!rootElement) throw new Error('No root element found');
  // The spec's start, shared with the public pages (client/public-main.tsx): the app's page is
  // never server-rendered, so it reads the stored user (deleting unparseable data) and goes on.
  startWithStoredUser({
    serverRendered: false,
    path: window.location.pathname,
    reload: () => window.location.reload(),
  });
  const root = createRoot(rootElement);
  // A transition, so React renders the first view in slices of a few milliseconds between
  // which the browser can answer input, rather than in one task as long as the whole tree.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeProvider>
          <SWRConfig value={createSwrConfig()}>
            <RouterProvider router={createAppRouter()} />
          </SWRConfig>
        </ThemeProvider>
      </StrictMode>,
    ),
  );
  window.setTimeout(warmIntl, 0);
  return root;
}
