import { useParams } from 'react-router';
import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  const { bundleId = '' } = useParams();
  return (
    <PlaceholderPage
      title="Bundle"
      description="The items in this kit and what they weigh together."
      details={{ Bundle: bundleId }}
    />
  );
}
