import { Dialog } from '@client/components/dialog';
import type { Place } from '@client/features/map/api/types';
import { PlaceList } from './place-list';

interface PlacesSheetProps {
  open: boolean;
  onClose: () => void;
  places: Place[];
  onShow: (place: Place) => void;
}

/**
 * The list of places on a phone: a sheet rising from the bottom (the native <dialog>: Escape
 * closes it and focus goes back to "Places (N)"). Choosing a place closes it to show the map.
 */
export function PlacesSheet({ open, onClose, places, onShow }: PlacesSheetProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Your places" className="dialog-sheet places-sheet">
      {places.length === 0 ? (
        <p className="muted">No places yet: tap Add place here to add one.</p>
      ) : (
        <PlaceList
          places={places}
          onShow={(place) => {
            onClose();
            onShow(place);
          }}
        />
      )}
    </Dialog>
  );
}
