import '@client/styles/search.css';
import '@client/styles/palette.css';
import { Command } from 'cmdk';
import { ArrowRight, Clock } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '@client/components/dialog';
import { useDebouncedValue } from '@client/hooks/use-debounced-value';
import { useWeightUnit } from '@client/hooks/use-weight-unit';
import {
  NO_FILTERS,
  searchPath,
  useSearch,
  type SearchAnswer,
} from '@client/features/search/api/search';
import { readRecentSearches, rememberSearch } from '@client/features/search/utils/recent-searches';
import { KIND_HEADINGS, resultPath } from '@client/features/search/utils/result-links';
import { searchPageAddress } from '@client/features/search/utils/search-address';
import { SearchResultBody } from './search-result-body';

/** Results of each kind the palette lists: the page has the rest. */
const PALETTE_PER_KIND = 5;
const TYPING_PAUSE_MS = 80;
const ALL_RESULTS = 'all results';

/**
 * The command palette (Ctrl+K, Cmd+K or / on any signed-in screen): one box over everything,
 * the results by kind, arrow keys to move, Enter to open, Escape to close. cmdk draws the
 * listbox and its keyboard; the search itself is the server's, so cmdk does not filter.
 */
export function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Search" className="dialog-palette">
      {open && <PaletteBody onClose={onClose} />}
    </Dialog>
  );
}

function PaletteBody({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [unit] = useWeightUnit();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query, TYPING_PAUSE_MS);
  const asking = settled.trim() !== '';
  const result = useSearch(asking ? searchPath(settled, NO_FILTERS, PALETTE_PER_KIND) : null);
  const answer = asking ? result.data : undefined;
  const [recent] = useState(readRecentSearches);
  // The highlighted item: the best result whenever an answer comes, not whatever was first in
  // the list while it was on its way ("All results", or the last answer's).
  const [selected, setSelected] = useState('');
  const [answered, setAnswered] = useState<typeof answer>(undefined);
  if (answer !== answered) {
    setAnswered(answer);
    const best = answer?.groups[0]?.results[0];
    const bestKind = answer?.groups[0]?.kind;
    setSelected(best && bestKind ? `${bestKind}:${best.id}` : ALL_RESULTS);
  }

  const go = (to: string) => {
    if (query.trim()) rememberSearch(query);
    onClose();
    void navigate(to);
  };

  return (
    <Command
      shouldFilter={false}
      loop
      label="Search everything"
      className="palette"
      value={selected}
      onValueChange={setSelected}
    >
      <Command.Input
        value={query}
        onValueChange={setQuery}
        placeholder="Search gear, packs, trips, places…"
        className="search-input palette-input"
        data-autofocus
      />
      <p className="palette-hint" role="status">
        {paletteStatus(asking, answer, result.error, recent.length, settled.trim())}
      </p>
      {/* A listbox must hold options: hidden until there is something to choose (the box's
          aria-controls names it, so it stays in the page). */}
      <Command.List
        className="palette-list"
        label="Results"
        hidden={!asking && recent.length === 0}
      >
        {!asking && recent.length > 0 && (
          <Command.Group heading="Recent searches">
            {recent.map((words) => (
              <Command.Item key={words} value={`recent ${words}`} onSelect={() => setQuery(words)}>
                <Clock aria-hidden="true" size={16} />
                {words}
              </Command.Item>
            ))}
          </Command.Group>
        )}
        {answer?.groups.map((group) => (
          <Command.Group key={group.kind} heading={KIND_HEADINGS[group.kind]}>
            {group.results.map((found) => (
              <Command.Item
                key={`${group.kind}:${found.id}`}
                value={`${group.kind}:${found.id}`}
                onSelect={() => go(resultPath(group.kind, found))}
              >
                <SearchResultBody result={found} terms={answer.terms} unit={unit} />
              </Command.Item>
            ))}
          </Command.Group>
        ))}
        {asking && (
          <Command.Item
            value={ALL_RESULTS}
            className="palette-all"
            onSelect={() => go(searchPageAddress(query.trim()))}
          >
            <ArrowRight aria-hidden="true" size={16} />
            All results and filters for “{query.trim()}”
          </Command.Item>
        )}
      </Command.List>
    </Command>
  );
}

/** The line above the list: what is happening, or what to do. */
function paletteStatus(
  asking: boolean,
  answer: SearchAnswer | undefined,
  error: unknown,
  recentCount: number,
  words: string,
): string {
  if (!asking) {
    return recentCount > 0
      ? ''
      : 'Type to find gear, bundles, packs, trips, places and activities.';
  }
  if (answer === undefined) {
    return error ? 'Search failed. Check your connection and type again.' : 'Searching…';
  }
  return answer.groups.length === 0 ? `Nothing found for “${words}”.` : '';
}
