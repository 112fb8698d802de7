import { useParams } from 'react-router';
import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  const { username = '', slug = '' } = useParams();
  return (
    <PlaceholderPage
      title="Shared pack"
      description="A pack list shared publicly."
      details={{ 'Shared by': username, Pack: slug }}
    />
  );
}
