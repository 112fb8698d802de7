import { createBrowserRouter } from 'react-router';
import { registerPrefetchRoutes } from '@client/lib/prefetch';
import { routes } from './routes';

export function createAppRouter() {
  registerPrefetchRoutes(routes);
  return createBrowserRouter(routes);
}
