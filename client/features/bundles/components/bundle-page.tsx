import { ApiError } from '@client/lib/api-client';
import { LoadError } from '@client/components/load-error';
import { PageTitle } from '@client/components/page-title';
import { useBundle } from '@client/lib/api/bundles';
import { BackLink } from './back-link';
import { BundleNotFound, BundleSkeleton } from './bundle-states';
import { BundleView } from './bundle-view';

/** No such bundle of this user's; an id that is not one at all (400) is no bundle either. */
const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** The bundle's screen: loading, not found, could not load, or the bundle itself. */
export function BundlePage({ bundleId }: { bundleId: string }) {
  const result = useBundle(bundleId);
  const { data: bundle, mutate } = result;
  const error: unknown = result.error;
  // SWR keeps the last data with an error: a bundle deleted elsewhere still ends up here.
  if (isNotFound(error)) return <BundleNotFound />;
  if (bundle) return <BundleView bundle={bundle} />;
  return (
    <div className="page bundle-page">
      <PageTitle title="Bundle" />
      <BackLink />
      <h1 className={error ? undefined : 'visually-hidden'}>Bundle</h1>
      {error ? (
        <LoadError
          what="This bundle"
          className="message-box bundle-message"
          error={error}
          onRetry={() => void mutate()}
        />
      ) : (
        <BundleSkeleton />
      )}
    </div>
  );
}
