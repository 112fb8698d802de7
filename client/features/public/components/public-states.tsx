import { LoadError } from '@client/components/load-error';

/** While a public page loads in the signed-in app. */
export function PublicLoading({ what }: { what: string }) {
  return (
    <div className="public-page public-loading" role="status">
      <p>Loading the {what}…</p>
    </div>
  );
}

/** It could not be loaded for another reason than not being there: say so, offer a retry. */
export function PublicLoadFailed({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div className="public-page">
      <LoadError what={what} error={error} onRetry={onRetry} headingLevel={1} />
    </div>
  );
}
