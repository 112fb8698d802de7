import { useParams } from 'react-router';
import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  const { username = '' } = useParams();
  return (
    <PlaceholderPage
      title="Profile"
      description="Packs and trips this hiker shares."
      details={{ Username: username }}
    />
  );
}
