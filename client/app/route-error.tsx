import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageTitle } from '@client/components/page-title';
import { isChunkLoadError, reloadOnceForChunkError } from '@client/lib/chunk-reload';
import { paths } from '@client/lib/paths';
import { NotFound } from './not-found';

/** Sign-in errors: a reload would replay a single-use code, so the way out is to start over. */
const SIGN_IN_ERRORS = new Set(['Failed to login', 'Failed to sign in']);

/** What a page shows when it cannot be drawn: a missing page part reloads the page once. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const chunkError = isChunkLoadError(error);
  // Only a navigation's failure lands here: a failed preload on intent (hover, focus, touch) is
  // dropped by prefetchRoute, so it never reloads the page under what the user is typing.
  if (chunkError && reloadOnceForChunkError()) {
    return (
      <p className="page-status" role="status">
        Updating Packtrail…
      </p>
    );
  }
  return (
    <div className="page page-centered" role="alert">
      <PageTitle title="Something went wrong" />
      <h1>Something went wrong</h1>
      <p className="page-lead">
        {chunkError
          ? 'Part of this page could not be loaded. Check your connection and reload.'
          : error instanceof Error
            ? error.message
            : 'This page could not be shown.'}
      </p>
      <div className="button-row">
        {error instanceof Error && SIGN_IN_ERRORS.has(error.message) ? (
          <a className="button button-primary" href={paths.login()}>
            Try signing in again
          </a>
        ) : (
          <button
            type="button"
            className="button button-primary"
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
        )}
        <a className="button" href="/">
          Go to the start page
        </a>
      </div>
    </div>
  );
}
