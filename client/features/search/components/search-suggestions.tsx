import { Clock } from 'lucide-react';
import { forgetRecentSearches } from '@client/features/search/utils/recent-searches';

const EXAMPLES = ['tent', 'zpacks', 'cairngorms', 'stove', 'rain'];

/** Before anything is typed: the recent searches, and what can be searched with examples. */
export function SearchSuggestions({
  recent,
  onPick,
  onForget,
}: {
  recent: readonly string[];
  onPick: (words: string) => void;
  onForget: () => void;
}) {
  return (
    <div className="search-suggestions">
      {recent.length > 0 && (
        <section aria-labelledby="search-recent-heading">
          <div className="search-suggestions-heading">
            <h2 id="search-recent-heading">Recent searches</h2>
            <button
              type="button"
              className="search-clear"
              onClick={() => {
                forgetRecentSearches();
                onForget();
              }}
            >
              Clear
            </button>
          </div>
          <ul className="search-recent">
            {recent.map((words) => (
              <li key={words}>
                <button type="button" className="search-recent-item" onClick={() => onPick(words)}>
                  <Clock aria-hidden="true" size={16} />
                  {words}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="search-try-heading">
        <h2 id="search-try-heading">Find anything you keep here</h2>
        <p className="search-hint">
          Gear by its name, brand, category or notes; bundles, packs and the packs an item is in;
          trips and their waypoints; saved places; activities. Typos and accents are forgiven. Press{' '}
          <kbd>Ctrl</kbd> <kbd>K</kbd> on any screen to search from there.
        </p>
        <ul className="search-examples" aria-label="Try">
          {EXAMPLES.map((example) => (
            <li key={example}>
              <button type="button" className="search-kind" onClick={() => onPick(example)}>
                {example}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
