import { useMemo, useState } from 'react';
import { DEFAULT_MARKER_COLOR, DEFAULT_MARKER_ICON } from '@domain/map-markers';
import { toast } from '@client/lib/toast';
import type { PlaceFormValues } from '@client/features/map/api/place-form-schema';
import type { Place } from '@client/features/map/api/types';
import {
  savedPosition,
  useMoveWithUndo,
  type MapPosition,
  type MoveWithUndoOptions,
} from '@client/components/map';
import { usePlaceMutations } from './use-place-mutations';

/** What the form is open for: a new place at a point of the map, or one to edit. */
export type PlaceDraft =
  { kind: 'new'; position: MapPosition; initial: PlaceFormValues } | { kind: 'edit'; place: Place };

const NEW_PLACE: PlaceFormValues = {
  name: '',
  note: '',
  color: DEFAULT_MARKER_COLOR,
  icon: DEFAULT_MARKER_ICON,
};

/**
 * What the /map screen is doing: which place's popover is open, which form is open (a new place
 * where the map was clicked, or one being edited), which place is about to be deleted, whether
 * the phone's list sheet is open, and the changes each of them saves.
 */
export function usePlacesScreen() {
  const mutations = usePlaceMutations();
  const moving = useMemo(
    (): MoveWithUndoOptions<Place> => ({
      save: async (place, to) => {
        const outcome = await mutations.move(place, to);
        if (!outcome.ok) throw outcome.error;
      },
      reload: mutations.reload,
      goneCode: 'PLACE_NOT_FOUND',
      goneMessage: (place) => `${place.name} is no longer saved: it was deleted elsewhere`,
      toastPrefix: 'place-moved',
    }),
    [mutations],
  );
  const move = useMoveWithUndo(moving);
  const [draft, setDraft] = useState<PlaceDraft | null>(null);
  const [deleting, setDeleting] = useState<Place | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The place whose marker's popover is open, by id (names need not be unique), or null.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The form's last colour and icon, so a run of campsites need not pick them each time.
  const [lastLook, setLastLook] = useState<Pick<PlaceFormValues, 'color' | 'icon'>>(NEW_PLACE);

  /**
   * A click on the map, "Add place here", or a place found by the search (with its name): the
   * form for a new place there.
   */
  function addAt(clicked: MapPosition, name = '') {
    const position = savedPosition(clicked);
    if (!position) return;
    setDraft({ kind: 'new', position, initial: { ...NEW_PLACE, ...lastLook, name } });
  }

  function save(current: PlaceDraft, values: PlaceFormValues): Promise<Place> {
    if (current.kind === 'new') return mutations.create({ ...values, ...current.position });
    return mutations.update(current.place, values);
  }

  function saved(place: Place, current: PlaceDraft) {
    setDraft(null);
    setLastLook({ color: place.color, icon: place.icon });
    toast.success(current.kind === 'new' ? `Added ${place.name}` : `Saved ${place.name}`);
  }

  function confirmDelete(place: Place) {
    setDeleting(null);
    void mutations.remove(place);
  }

  /**
   * A marker's popover opened or closed (by the user, or by the selection). Another marker's
   * popover closing as this one opens leaves this one selected, whichever is reported first.
   */
  function popoverChanged(place: Place, open: boolean) {
    setSelectedId((current) => (open ? place.id : current === place.id ? null : current));
  }

  return {
    selectedId,
    select: (place: Place) => setSelectedId(place.id),
    popoverChanged,
    draft,
    deleting,
    sheetOpen,
    addAt,
    edit: (place: Place) => setDraft({ kind: 'edit', place }),
    closeForm: () => setDraft(null),
    save,
    saved,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    move: (place: Place, to: MapPosition) => void move(place, to),
    openSheet: () => setSheetOpen(true),
    closeSheet: () => setSheetOpen(false),
  };
}

export type PlacesScreen = ReturnType<typeof usePlacesScreen>;
