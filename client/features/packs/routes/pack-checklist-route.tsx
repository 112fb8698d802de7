import '@client/styles/checklist.css';
import { useParams } from 'react-router';
import type { RouteHandle } from '@client/lib/route-handle';
import { ChecklistScreen } from '@client/features/packs/checklist/components/checklist-screen';

/** The checklist is used one-handed on a phone: the bottom navigation gives way to it. */
export const handle: RouteHandle = { hideBottomNav: true };

export function Component() {
  const { packId = '' } = useParams();
  // A new pack starts a new checklist: its own pending taps and its own "Hide packed".
  return <ChecklistScreen key={packId} packId={packId} />;
}
