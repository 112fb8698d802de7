import type { LoaderFunctionArgs } from 'react-router';
import { PlaceholderPage } from '@client/components/placeholder-page';
import { hasSearchParams, notFound } from '@client/lib/not-found';

/** Spec sections 2 and 5: `code` is required, `state` is optional. */
export function loader({ request }: LoaderFunctionArgs) {
  if (!hasSearchParams(new URL(request.url).searchParams, { nonEmpty: ['code'] })) notFound();
  return null;
}

export function Component() {
  return (
    <PlaceholderPage
      title="Connecting Garmin"
      description="Linking your Garmin account to Packtrail."
    />
  );
}
