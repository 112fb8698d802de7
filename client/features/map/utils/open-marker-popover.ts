/**
 * Opens the popover of the marker named `title` within `scope`, the way Enter on the focused
 * marker does (MapMarker opens its popover on a click or Enter, and has no prop for it): its
 * popover takes the focus, so the keyboard reaches Edit and Delete. False, with nothing opened,
 * unless exactly one marker has that name.
 */
export function openMarkerPopover(scope: ParentNode, title: string): boolean {
  const named = [...scope.querySelectorAll<HTMLElement>('.map-marker')].filter(
    (marker) => marker.getAttribute('aria-label') === title,
  );
  const [marker] = named;
  if (!marker || named.length > 1) return false;
  marker.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  return true;
}
