import { useLeafletContext } from '@react-leaflet/core';
import L from 'leaflet';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { isPosition, type MarkerIcon } from '@domain/map-markers';
import { type MapPosition } from './bounds';
import { createClickGuard } from './click-guard';
import { KEYBOARD_STEP_PX } from './constants';
import { glyphColor, MARKER_GLYPHS } from './marker-glyphs';

export interface MapMarkerProps {
  position: MapPosition;
  /** '#rrggbb' */
  colorHex: string;
  icon: MarkerIcon;
  /** The marker's accessible name (aria-label and title). */
  title: string;
  draggable?: boolean;
  onDragEnd?: (position: MapPosition) => void;
  /** Subject to the spec's click guard (click-guard.ts). */
  onClick?: () => void;
  /** Shown on click or Enter, as a Leaflet popup whose content React renders. */
  popover?: ReactNode;
  /**
   * Controls the popover when given: true opens it (taking the focus, as Enter does), false
   * closes it. Without it the marker keeps its own state (opened by click or Enter, closed by
   * the close button, Escape, a click on the map or another popover opening).
   */
  popoverOpen?: boolean;
  /**
   * Every opening and closing of the popover, by the user (click, Enter, close button, Escape,
   * a map click, another popover opening), by `popoverOpen`, or by the marker going away. A
   * controlled marker follows only `popoverOpen`, so its owner sets it from here.
   */
  onPopoverOpenChange?: (open: boolean) => void;
}

// The pin's box and the point of it that stands on the position (its tip).
const ICON_SIZE: [number, number] = [34, 42];
const ICON_ANCHOR: [number, number] = [17, 42];
const POPUP_OFFSET: [number, number] = [0, -38];

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

const positionOf = ({ lat, lng }: L.LatLng): MapPosition => ({ latitude: lat, longitude: lng });

/**
 * A coloured icon marker on the shared map (inside a MapView): a Leaflet marker whose pin and
 * glyph React renders into its element. Draggable, clickable behind the spec's click guard,
 * with a popover; focusable, moved with the arrow keys and opened with Enter. A position
 * outside the world's bounds shows no marker.
 */
export function MapMarker(props: MapMarkerProps) {
  const valid = isPosition(props.position.latitude, props.position.longitude);
  return valid ? <ShownMarker {...props} /> : null;
}

function ShownMarker(props: MapMarkerProps) {
  const { position, colorHex, icon, title, draggable = false, popover, popoverOpen } = props;
  const { map } = useLeafletContext();
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [popupContent] = useState(() => {
    const content = document.createElement('div');
    content.className = 'map-popover';
    content.tabIndex = -1;
    return content;
  });
  const marker = useRef<L.Marker | null>(null);
  const popup = useRef<L.Popup | null>(null);
  // Bumped each time Leaflet opens or closes the popup, so a controlled marker puts it back to
  // `popoverOpen` when its owner did not follow the change.
  const [popupChanges, setPopupChanges] = useState(0);

  useEffect(() => {
    const guard = createClickGuard();
    const created = L.marker([position.latitude, position.longitude], {
      icon: L.divIcon({
        className: 'map-marker',
        html: '',
        iconSize: ICON_SIZE,
        iconAnchor: ICON_ANCHOR,
      }),
      // Leaflet's own keyboard handling is replaced by the handler below (arrows and Enter).
      keyboard: false,
      riseOnHover: true,
      autoPanOnFocus: false,
    });
    const opened = L.popup({ offset: POPUP_OFFSET, className: 'map-popup', maxWidth: 320 });
    opened.setContent(popupContent);
    opened.on('add', () => {
      setPopupChanges((count) => count + 1);
      latest.current.onPopoverOpenChange?.(true);
    });
    opened.on('remove', () => {
      setPopupChanges((count) => count + 1);
      latest.current.onPopoverOpenChange?.(false);
    });

    const activate = (byKeyboard: boolean) => {
      latest.current.onClick?.();
      if (latest.current.popover === undefined || latest.current.popover === null) return;
      opened.setLatLng(created.getLatLng()).openOn(map);
      if (byKeyboard) popupContent.focus({ preventScroll: true });
    };
    const endDrag = () => latest.current.onDragEnd?.(positionOf(created.getLatLng()));

    created.on('dragstart', () => {
      guard.dragStarted();
      map.closePopup(opened);
    });
    created.on('dragend', () => {
      guard.dragEnded();
      endDrag();
    });
    created.on('click', () => {
      if (guard.allowsClick()) activate(false);
    });

    const onKeyDown = (event: KeyboardEvent) => {
      const arrow = ARROWS[event.key];
      if (arrow && created.dragging?.enabled()) {
        event.preventDefault();
        event.stopPropagation();
        const step = event.shiftKey ? KEYBOARD_STEP_PX * 5 : KEYBOARD_STEP_PX;
        const point = map.latLngToContainerPoint(created.getLatLng());
        created.setLatLng(
          map.containerPointToLatLng(point.add([arrow[0] * step, arrow[1] * step])),
        );
        endDrag();
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        event.stopPropagation();
        activate(true);
      }
    };
    const onPopoverKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      map.closePopup(opened);
      created.getElement()?.focus({ preventScroll: true });
    };
    popupContent.addEventListener('keydown', onPopoverKey);

    created.on('add', () => {
      const icon = created.getElement();
      if (!icon) return;
      icon.tabIndex = 0;
      // Named as it becomes a button, not an effect later: never a button without a name.
      icon.setAttribute('aria-label', latest.current.title);
      icon.setAttribute('title', latest.current.title);
      icon.setAttribute('role', 'button');
      icon.addEventListener('keydown', onKeyDown);
      setElement(icon);
    });
    created.addTo(map);
    marker.current = created;
    popup.current = opened;
    return () => {
      created.getElement()?.removeEventListener('keydown', onKeyDown);
      popupContent.removeEventListener('keydown', onPopoverKey);
      map.closePopup(opened);
      created.remove();
      marker.current = null;
      popup.current = null;
      setElement(null);
    };
    // The marker is made once per map; the effects below follow the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);

  useEffect(() => {
    const latLng = L.latLng(position.latitude, position.longitude);
    marker.current?.setLatLng(latLng);
    if (popup.current?.isOpen()) popup.current.setLatLng(latLng);
  }, [position.latitude, position.longitude]);

  useEffect(() => {
    const dragging = marker.current?.dragging;
    if (!dragging || !element) return;
    if (draggable) dragging.enable();
    else dragging.disable();
  }, [draggable, element]);

  useEffect(() => {
    if (!element) return;
    element.setAttribute('aria-label', title);
    element.setAttribute('title', title);
  }, [element, title]);

  useEffect(() => {
    const opened = popup.current;
    if (!opened) return;
    if (popover === undefined || popover === null) {
      map.closePopup(opened);
      return;
    }
    // Leaflet's update() takes the content out and puts it back, which drops the focus from
    // inside it (the owner re-rendering as the popover opens would otherwise lose Enter's focus).
    const focused = document.activeElement;
    opened.update();
    if (focused instanceof HTMLElement && focused !== document.activeElement) {
      if (popupContent.contains(focused)) focused.focus({ preventScroll: true });
    }
  }, [map, popover, popupContent]);

  // Controlled: the popup follows `popoverOpen`. Opened from outside (not by a click or Enter on
  // the marker, which open it themselves first), it takes the focus so the keyboard is in it.
  useEffect(() => {
    const opened = popup.current;
    const created = marker.current;
    if (popoverOpen === undefined || !opened || !created || !element) return;
    if (popoverOpen && !opened.isOpen()) {
      if (popover === undefined || popover === null) return;
      opened.setLatLng(created.getLatLng()).openOn(map);
      popupContent.focus({ preventScroll: true });
    } else if (!popoverOpen && opened.isOpen()) {
      map.closePopup(opened);
    }
  }, [map, popoverOpen, popover, element, popupContent, popupChanges]);

  const Glyph = MARKER_GLYPHS[icon];
  return (
    <>
      {element &&
        createPortal(
          <span
            className="map-marker-pin"
            style={{ backgroundColor: colorHex, color: glyphColor(colorHex) }}
          >
            <Glyph aria-hidden="true" size={18} strokeWidth={2.25} />
          </span>,
          element,
        )}
      {popover !== undefined && popover !== null && createPortal(popover, popupContent)}
    </>
  );
}
