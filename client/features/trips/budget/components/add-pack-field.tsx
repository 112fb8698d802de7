import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { IntentLink } from '@client/components/intent-link';
import { errorMessage } from '@client/lib/api-errors';
import { paths } from '@client/lib/paths';
import { useUserPacks } from '@client/features/trips/budget/api/get-user-packs';

interface AddPackFieldProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** The ids of the packs the trip already takes. */
  taken: readonly string[];
  onAdd: (packId: string, name: string) => void;
}

/** "Add a pack": a choice of the user's packs the trip does not take yet (loaded when opened). */
export function AddPackField({ open, onOpen, onClose, taken, onAdd }: AddPackFieldProps) {
  const selectId = useId();
  const packs = useUserPacks(open);
  const data = packs.data;
  const error: unknown = packs.error;
  const [choice, setChoice] = useState('');
  if (!open) {
    return (
      <button type="button" className="button button-small" onClick={onOpen}>
        <Plus aria-hidden="true" size={16} />
        Add a pack
      </button>
    );
  }
  const offered = (data ?? []).filter((pack) => !taken.includes(pack.id));
  const chosen = offered.find((pack) => pack.id === choice) ?? offered[0];
  if (error !== undefined && data === undefined) {
    return <p className="field-error">Your packs could not be loaded: {errorMessage(error)}.</p>;
  }
  if (data && offered.length === 0) {
    return (
      <p className="muted">
        {data.length === 0 ? 'You have no packs yet: ' : 'Every pack of yours is on this trip: '}
        <IntentLink to={paths.packs()}>make one on the packs page</IntentLink>.
      </p>
    );
  }
  return (
    <form
      className="trip-add-pack"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onAdd(chosen.id, chosen.name);
      }}
    >
      <label htmlFor={selectId}>Pack to add</label>
      <select
        id={selectId}
        className="input"
        value={chosen?.id ?? ''}
        disabled={!data}
        onChange={(event) => setChoice(event.target.value)}
      >
        {!data && <option value="">Loading your packs…</option>}
        {offered.map((pack) => (
          <option key={pack.id} value={pack.id}>
            {pack.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-primary button-small" disabled={!chosen}>
        Add
      </button>
      <button type="button" className="button button-small" onClick={onClose}>
        Cancel
      </button>
    </form>
  );
}
