import { useParams } from 'react-router';
import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  const { tripId = '' } = useParams();
  return (
    <PlaceholderPage
      title="Trip"
      description="Dates, route and pack for this trip."
      details={{ Trip: tripId }}
    />
  );
}
