import { useParams } from 'react-router';
import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  const { username = '', tripId = '' } = useParams();
  return (
    <PlaceholderPage
      title="Shared trip"
      description="A trip plan shared publicly."
      details={{ 'Shared by': username, Trip: tripId }}
    />
  );
}
