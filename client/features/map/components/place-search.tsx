import { Search, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '@client/hooks/use-debounced-value';
import { errorCode } from '@client/lib/api-error-code';
import {
  isSearchable,
  searchWords,
  useGeocodingStatus,
  usePlaceSearch,
} from '@client/features/map/api/search-places';
import type { FoundPlace } from '@client/features/map/api/types';
import { kindLabel, searchProblem } from '@client/features/map/utils/place-search-words';

// Typing pauses this long before a search is sent: the geocoder takes one a second.
const TYPING_PAUSE_MS = 400;

interface PlaceSearchProps {
  /** A place was chosen from the results (Enter or a click). */
  onChoose: (place: FoundPlace) => void;
}

/**
 * The map's place search: a combobox whose results (the server's geocoder's) are a listbox under
 * it. With Nominatim, Enter searches (its usage policy forbids asking as someone types); with
 * Photon, a pause in typing does. Arrow keys move through the results, Enter chooses, Escape
 * closes the list (and clears the box when it is closed). Hidden when place search is off.
 */
export function PlaceSearch({ onChoose }: PlaceSearchProps) {
  const status = useGeocodingStatus();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Nominatim is asked only when someone asks (Enter): its usage policy forbids autocomplete.
  const asYouType = status.data?.searchAsYouType ?? false;
  const [submitted, setSubmitted] = useState('');
  const current = searchWords(text);
  const debounced = useDebouncedValue(current, TYPING_PAUSE_MS);
  const words = asYouType ? debounced : submitted;
  const search = usePlaceSearch(words);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;

  const searchError: unknown = search.error;
  const off = status.data?.provider === 'off' || errorCode(searchError) === 'GEOCODER_OFF';
  // Not shown until the server says it searches (no box that comes and goes where it is off);
  // shown if that question fails, since a search then says what is wrong.
  const unknown = status.data === undefined && status.error === undefined;
  if (off || unknown) return null;

  // Typed, but not searched for yet (typing goes on, or Enter is still to be pressed).
  const pending = current !== words;
  const results = search.data && !searchError && (asYouType || !pending) ? search.data : [];
  const searchable = isSearchable(current);
  const loading =
    searchable &&
    ((asYouType && pending) || (!pending && (search.isLoading || search.isValidating)));
  const shown = open && searchable;

  function choose(place: FoundPlace) {
    setText(place.name);
    setOpen(false);
    setActive(-1);
    onChoose(place);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) =>
          current === -1 && step < 0 ? count - 1 : (current + step + count) % count,
        );
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const place = shown && !loading ? results[active === -1 ? 0 : active] : undefined;
        if (place && !pending) choose(place);
        else if (searchable && !asYouType) {
          setSubmitted(current);
          setOpen(true);
          setActive(-1);
        }
        return;
      }
      case 'Escape':
        if (shown) setOpen(false);
        else setText('');
        setActive(-1);
        event.preventDefault();
        return;
      default:
        return;
    }
  }

  const problem = searchError && !pending ? searchProblem(searchError) : null;
  const message = statusMessage({
    searchable,
    loading,
    problem,
    count: results.length,
    needsEnter: !asYouType && pending,
  });

  return (
    <div
      className="place-search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <div className="place-search-field">
        <Search aria-hidden="true" size={18} className="place-search-icon" />
        <label className="visually-hidden" htmlFor={`${id}-input`}>
          Search for a place
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          className="place-search-input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search for a place"
          maxLength={200}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {text && (
          <button
            type="button"
            className="place-search-clear"
            aria-label="Clear the search"
            onClick={() => {
              setText('');
              setActive(-1);
              // The button goes with the text: the focus goes back to the box.
              input.current?.focus();
            }}
          >
            <X aria-hidden="true" size={16} />
          </button>
        )}
      </div>
      <p id={`${id}-status`} className="visually-hidden" role="status">
        {open ? message : ''}
      </p>
      <div className="place-search-popup" hidden={!shown}>
        <ul
          id={listId}
          role="listbox"
          aria-label="Places found"
          className="place-search-results"
          aria-busy={loading}
        >
          {results.map((place, index) => (
            <li
              key={`${index} ${place.name}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="place-search-result"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
            >
              <span className="place-search-result-name">{place.name}</span>
              <span className="place-search-result-detail">
                {[kindLabel(place.kind), place.detail].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
        {(results.length === 0 || problem) && message && (
          <p className={problem ? 'place-search-message is-error' : 'place-search-message'}>
            {message}
          </p>
        )}
        {status.data?.attribution && (
          <p className="place-search-credit">{status.data.attribution}</p>
        )}
      </div>
    </div>
  );
}

/** What the search's state is, for its live region and the list's empty or failed state. */
function statusMessage(state: {
  searchable: boolean;
  loading: boolean;
  problem: string | null;
  count: number;
  needsEnter: boolean;
}): string {
  const { searchable, loading, problem, count, needsEnter } = state;
  if (!searchable) return '';
  if (needsEnter) return 'Press Enter to search';
  if (loading && count === 0) return 'Searching…';
  if (problem !== null) return problem;
  if (count === 0) return 'No places found';
  return `${count} ${count === 1 ? 'place' : 'places'} found`;
}
