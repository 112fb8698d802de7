import type { LoaderFunctionArgs } from 'react-router';
import { PlaceholderPage } from '@client/components/placeholder-page';
import { hasSearchParams, notFound } from '@client/lib/not-found';

/** Spec sections 2 and 5: `code` and `scope` are required, `state` is optional. */
export function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  if (!hasSearchParams(search, { nonEmpty: ['code'], present: ['scope'] })) notFound();
  return null;
}

export function Component() {
  return (
    <PlaceholderPage
      title="Connecting Strava"
      description="Linking your Strava account to Packtrail."
    />
  );
}
