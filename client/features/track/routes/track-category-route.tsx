import { replace, useParams } from 'react-router';
import { ComingSoonPage } from '@client/components/coming-soon-page';
import { readCurrentUser } from '@client/lib/current-user';
import { paths } from '@client/lib/paths';

/** Activities by category are for the Explorer plan; Basic users go to /track instead. */
export function loader() {
  return readCurrentUser()?.subscriptionPlan === 'explorer' ? null : replace(paths.track());
}

export function Component() {
  const { category = '' } = useParams();
  return (
    <ComingSoonPage
      title="Track"
      lead="Your activities of one kind, for the Explorer plan."
      status={`Tracking is still being built, so there are no “${category}” activities to show yet.`}
    />
  );
}
