import { useMatches } from 'react-router';
import type { RouteHandle } from '@client/lib/route-handle';

/** Whether the current page, or a layout around it, asks for the bottom navigation to be hidden. */
export function useBottomNavHidden(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hideBottomNav);
}
