import { useId, type KeyboardEvent } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { IntentLink } from '@client/components/intent-link';
import type { SearchAnswer } from '@client/features/search/api/search';
import { KIND_HEADINGS, resultPath } from '@client/features/search/utils/result-links';
import { SearchResultBody } from './search-result-body';

/**
 * Arrow keys move between the results (Home and End to the first and last); Enter opens one, as
 * a link does. ArrowUp from the first goes back to the search box.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>, backTo: () => void) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a.search-result')];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (index < 0) return;
  event.preventDefault();
  if (event.key === 'ArrowUp' && index === 0) return backTo();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? links.length - 1
        : Math.min(links.length - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1)));
  links[next]?.focus();
}

/** The results of a search, a section per kind, best first; "More" asks the page for more. */
export function SearchResults({
  answer,
  unit,
  onBackToInput,
  onMore,
}: {
  answer: SearchAnswer;
  unit: WeightUnit;
  onBackToInput: () => void;
  onMore: (kind: SearchAnswer['groups'][number]['kind']) => void;
}) {
  const id = useId();
  return (
    <div className="search-results" onKeyDown={(event) => moveFocus(event, onBackToInput)}>
      {answer.groups.map((group) => {
        const headingId = `${id}-${group.kind}`;
        const more = group.total - group.results.length;
        return (
          <section key={group.kind} className="search-group" aria-labelledby={headingId}>
            <h2 id={headingId} className="search-group-heading">
              {KIND_HEADINGS[group.kind]} <span className="search-group-count">{group.total}</span>
            </h2>
            <ul className="search-group-list">
              {group.results.map((result) => (
                <li key={result.id}>
                  <IntentLink to={resultPath(group.kind, result)} className="search-result">
                    <SearchResultBody result={result} terms={answer.terms} unit={unit} />
                  </IntentLink>
                </li>
              ))}
            </ul>
            {more > 0 && group.kind !== 'line' && (
              <button type="button" className="search-clear" onClick={() => onMore(group.kind)}>
                Show all {group.total} in {KIND_HEADINGS[group.kind].toLowerCase()}
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}
