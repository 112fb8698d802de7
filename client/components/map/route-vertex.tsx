import { useLeafletContext } from '@react-leaflet/core';
import L from 'leaflet';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type ClickGuard } from './click-guard';
import { KEYBOARD_STEP_PX } from './constants';

interface RouteVertexProps {
  index: number;
  latitude: number;
  longitude: number;
  label: string;
  /** The first and last points look different. */
  end: 'start' | 'end' | null;
  /** The drawing's one click guard: any handle's drag holds back the map's clicks. */
  guard: ClickGuard;
  /** Where the handle puts its element while shown, for the drawing's focus moves. */
  handles: Map<number, HTMLElement>;
  onDrag: (index: number, latLng: L.LatLng) => void;
  onMove: (index: number, latLng: L.LatLng, byKeyboard: boolean) => void;
  onRemove: (index: number) => void;
}

// A box larger than the dot it shows (map.css), so a finger finds it.
const HANDLE_SIZE: [number, number] = [28, 28];

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** One point of a route being drawn: a draggable, focusable handle (a Leaflet marker). */
export function RouteVertex(props: RouteVertexProps) {
  const { index, latitude, longitude, label, end, handles } = props;
  const { map } = useLeafletContext();
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const marker = useRef<L.Marker | null>(null);
  const [element, setElement] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const { guard } = latest.current;
    const created = L.marker([latitude, longitude], {
      icon: L.divIcon({ className: 'map-route-vertex', html: '', iconSize: HANDLE_SIZE }),
      draggable: true,
      // Leaflet's own keyboard handling is replaced by the handler below.
      keyboard: false,
      autoPanOnFocus: false,
    });
    created.on('dragstart', () => guard.dragStarted());
    created.on('drag', () => latest.current.onDrag(latest.current.index, created.getLatLng()));
    created.on('dragend', () => {
      guard.dragEnded();
      latest.current.onMove(latest.current.index, created.getLatLng(), false);
    });
    const onKeyDown = (event: KeyboardEvent) => {
      const arrow = ARROWS[event.key];
      if (arrow) {
        event.preventDefault();
        event.stopPropagation();
        const step = event.shiftKey ? KEYBOARD_STEP_PX * 5 : KEYBOARD_STEP_PX;
        const point = map.latLngToContainerPoint(created.getLatLng());
        const to = map.containerPointToLatLng(point.add([arrow[0] * step, arrow[1] * step]));
        created.setLatLng(to);
        latest.current.onMove(latest.current.index, to, true);
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        event.stopPropagation();
        latest.current.onRemove(latest.current.index);
      }
    };
    created.on('add', () => {
      const handle = created.getElement();
      if (!handle) return;
      handle.tabIndex = 0;
      handle.setAttribute('role', 'button');
      handle.addEventListener('keydown', onKeyDown);
      setElement(handle);
    });
    created.addTo(map);
    marker.current = created;
    return () => {
      created.getElement()?.removeEventListener('keydown', onKeyDown);
      created.remove();
      marker.current = null;
      setElement(null);
    };
    // The handle is made once per map; the effects below follow the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);

  useEffect(() => {
    marker.current?.setLatLng([latitude, longitude]);
  }, [latitude, longitude]);

  useEffect(() => {
    if (!element) return;
    element.setAttribute('aria-label', label);
    element.setAttribute('title', label);
    element.classList.toggle('is-start', end === 'start');
    element.classList.toggle('is-end', end === 'end');
  }, [element, label, end]);

  useEffect(() => {
    if (!element) return;
    handles.set(index, element);
    return () => {
      if (handles.get(index) === element) handles.delete(index);
    };
  }, [element, handles, index]);

  return null;
}
