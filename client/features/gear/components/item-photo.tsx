import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_PHOTO_BYTES, MAX_PHOTO_MB } from '@domain/limits';
import { errorMessage } from '@client/lib/api-errors';
import { photoProblem } from '@client/lib/photo-problem';
import { deletePhoto } from '@client/features/gear/api/delete-photo';
import type { GearItem } from '@client/lib/api/gear-types';
import { PHOTO_TYPES, uploadPhoto } from '@client/features/gear/api/upload-photo';

interface ItemPhotoProps {
  item: GearItem;
  /** The item as the server has it after an upload or removal. */
  onChanged: (item: GearItem) => void;
}

const TYPES: readonly string[] = PHOTO_TYPES;
const TOO_LARGE = `That photo is over ${MAX_PHOTO_MB} MB.`;

/** The item's photo: a preview, a file picker that uploads at once, and removal. */
export function ItemPhoto({ item, onChanged }: ItemPhotoProps) {
  const inputId = useId();
  const errorId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = preview ?? item.photoUrl;

  async function upload(file: File) {
    setProblem(null);
    if (!TYPES.includes(file.type)) return setProblem('Choose a JPEG, PNG or WebP image.');
    if (file.size > MAX_PHOTO_BYTES) return setProblem(TOO_LARGE);
    const url = URL.createObjectURL(file);
    setPreview(url);
    setBusy(true);
    try {
      onChanged(await uploadPhoto(item.id, file));
    } catch (error) {
      setProblem(photoProblem(error, 'photo', 'Could not save the photo'));
    } finally {
      setBusy(false);
      setPreview(null);
      URL.revokeObjectURL(url);
    }
  }

  async function remove() {
    setProblem(null);
    setBusy(true);
    try {
      await deletePhoto(item.id);
      onChanged({ ...item, photoUrl: null });
    } catch (error) {
      setProblem(`Could not remove the photo: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="item-photo" aria-label="Photo" aria-busy={busy}>
      <div className="item-photo-frame">
        {shown ? (
          <img src={shown} alt={`Photo of ${item.name}`} />
        ) : (
          <span className="item-photo-empty">No photo</span>
        )}
      </div>
      <div className="item-photo-actions">
        <label htmlFor={inputId} className="button button-small file-button">
          <ImagePlus aria-hidden="true" size={16} />
          {item.photoUrl ? 'Replace photo' : 'Add photo'}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        {item.photoUrl && (
          <button
            type="button"
            className="button button-small"
            disabled={busy}
            onClick={() => void remove()}
          >
            <Trash2 aria-hidden="true" size={16} />
            Remove photo
          </button>
        )}
        <p className="field-hint">JPEG, PNG or WebP, up to {MAX_PHOTO_MB} MB.</p>
        {busy && (
          <p className="field-hint" role="status">
            Saving…
          </p>
        )}
        {problem && (
          <p id={errorId} className="field-error" role="alert">
            {problem}
          </p>
        )}
      </div>
    </section>
  );
}
