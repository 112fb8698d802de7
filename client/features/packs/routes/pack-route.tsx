import { useParams } from 'react-router';
import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  const { packId = '' } = useParams();
  return (
    <PlaceholderPage
      title="Pack"
      description="This pack’s gear by category, with its totals."
      details={{ Pack: packId }}
    />
  );
}
