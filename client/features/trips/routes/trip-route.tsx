import { useParams } from 'react-router';
import { ComingSoonPage } from '@client/components/coming-soon-page';

export function Component() {
  const { tripId = '' } = useParams();
  return (
    <ComingSoonPage
      title="Trip"
      lead="A trip’s dates, route and pack will show here."
      status={`Trips are still being built, so there is no trip “${tripId}” to show yet.`}
    />
  );
}
