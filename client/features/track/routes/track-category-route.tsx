import { replace, useParams } from 'react-router';
import { PlaceholderPage } from '@client/components/placeholder-page';
import { readCurrentUser } from '@client/lib/current-user';
import { paths } from '@client/lib/paths';

/** Activities by category are for the Explorer plan; Basic users go to /track instead. */
export function loader() {
  return readCurrentUser()?.subscriptionPlan === 'explorer' ? null : replace(paths.track());
}

export function Component() {
  const { category = '' } = useParams();
  return (
    <PlaceholderPage
      title="Track"
      description="Activities of one kind, for the Explorer plan."
      details={{ Category: category }}
    />
  );
}
