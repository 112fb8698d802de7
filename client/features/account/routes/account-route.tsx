import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Account"
      description="Your profile, username, units, data export and account settings."
    />
  );
}
