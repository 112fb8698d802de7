import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return <PlaceholderPage title="Signing in" description="Finishing your sign-in." />;
}
