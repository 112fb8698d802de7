import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Sign in"
      description="Packtrail is taking you to your sign-in provider."
    />
  );
}
