import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return <PlaceholderPage title="Empty" description="Nothing here, on purpose." />;
}
