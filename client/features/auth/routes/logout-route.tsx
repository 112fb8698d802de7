import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return <PlaceholderPage title="Sign out" description="Signing you out of Packtrail." />;
}
