import { useParams } from 'react-router';
import { PlaceholderPage } from '@client/components/placeholder-page';

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
