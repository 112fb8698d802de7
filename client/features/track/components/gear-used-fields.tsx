import { X } from 'lucide-react';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { useDebouncedValue } from '@client/hooks/use-debounced-value';
import { apiFetch } from '@client/lib/api-client';
import type { ApiSchema } from '@client/lib/api/schema';
import { ITEMS_PATH } from '@client/lib/api/gear-items';

type GearPage = ApiSchema<'GearItemPageDto'>;
interface PackRow {
  id: string;
  name: string;
}

export interface NamedRef {
  id: string;
  name: string;
}

/** The packs to choose from, as the packs list reads them (the same cache). */
const usePackChoices = () =>
  useSWR<PackRow[]>('/api/packs', (path: string) => apiFetch<PackRow[]>(path));

/** Library items matching the words, a few at a time (the library may hold thousands). */
export function useItemSearch(words: string) {
  const query = new URLSearchParams({ search: words, limit: '12', sort: 'name', order: 'asc' });
  return useSWR<GearPage>(words ? `${ITEMS_PATH}?${query.toString()}` : null, (path: string) =>
    apiFetch<GearPage>(path),
  );
}

interface GearUsedFieldsProps {
  packId: string | null;
  onPackChange: (packId: string | null) => void;
  gear: readonly NamedRef[];
  onGearChange: (gear: NamedRef[]) => void;
}

/**
 * The pack an activity carried and the gear named on it (shoes, poles): every item in either
 * counts the activity's kilometres (gear mileage). Items are found by searching the library.
 */
export function GearUsedFields({ packId, onPackChange, gear, onGearChange }: GearUsedFieldsProps) {
  const packSelect = useId();
  const searchId = useId();
  const packs = usePackChoices();
  const [words, setWords] = useState('');
  const searched = useItemSearch(useDebouncedValue(words.trim(), 250));
  const chosen = new Set(gear.map((item) => item.id));
  const matches = (searched.data?.items ?? []).filter((item) => !chosen.has(item.id));
  return (
    <>
      <div className="form-field">
        <label htmlFor={packSelect}>Pack carried</label>
        <select
          id={packSelect}
          className="input"
          value={packId ?? ''}
          onChange={(event) => onPackChange(event.target.value || null)}
        >
          <option value="">No pack</option>
          {(packs.data ?? []).map((pack) => (
            <option key={pack.id} value={pack.id}>
              {pack.name}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={searchId}>Gear used</label>
        {gear.length > 0 && (
          <ul className="activity-gear-chosen" aria-label="Gear used">
            {gear.map((item) => (
              <li key={item.id}>
                <span>{item.name}</span>
                <button
                  type="button"
                  className="icon-button small"
                  aria-label={`Remove ${item.name}`}
                  onClick={() => onGearChange(gear.filter((other) => other.id !== item.id))}
                >
                  <X aria-hidden="true" size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={searchId}
          className="input"
          type="search"
          autoComplete="off"
          placeholder="Search your gear: shoes, poles…"
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        {words.trim() && (
          <ul className="activity-gear-matches" aria-label="Matching gear">
            {matches.length === 0 ? (
              <li className="muted">{searched.data ? 'Nothing matches' : 'Searching…'}</li>
            ) : (
              matches.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => {
                      onGearChange([...gear, { id: item.id, name: item.name }]);
                      setWords('');
                    }}
                  >
                    Add {item.name}
                  </button>
                </li>
              ))
            )}
          </ul>
        )}
      </div>
    </>
  );
}
