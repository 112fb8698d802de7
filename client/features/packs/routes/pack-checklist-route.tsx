import { useParams } from 'react-router';
import { PlaceholderPage } from '@client/components/placeholder-page';
import type { RouteHandle } from '@client/lib/route-handle';

/** The checklist is used one-handed on a phone: the bottom navigation gives way to it. */
export const handle: RouteHandle = { hideBottomNav: true };

export function Component() {
  const { packId = '' } = useParams();
  return (
    <PlaceholderPage
      title="Checklist"
      description="Tick off each item as it goes into the pack."
      details={{ Pack: packId }}
    />
  );
}
