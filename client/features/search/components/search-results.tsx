import { useId, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import type { WeightUnit } from '@domain/weight-units';
import { prefetchRoute } from '@client/lib/prefetch';
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

/** The result link an event happened in, if any. */
const resultLink = (event: SyntheticEvent<HTMLElement>): HTMLAnchorElement | null =>
  event.target instanceof Element
    ? event.target.closest<HTMLAnchorElement>('a.search-result')
    : null;

/** Where a result link goes, as the router takes it. */
const target = (link: HTMLAnchorElement) => `${link.pathname}${link.search}${link.hash}`;

/** A click that opens a link in place: the main button, no key held (not a new tab or window). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The results, a section per kind, best first; "More" asks the page for more.
 *
 * Each result is a plain link, and the list handles them all as IntentLink would (a click
 * navigates in place, hover, focus or a touch loads the route's code ahead): a router Link per
 * result (its hooks resolve the path, make a click handler and watch for prefetching) was a
 * third of the work in the frame that draws an answer, which mounts some 50 of them.
 */
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
  const navigate = useNavigate();
  const prefetch = (event: SyntheticEvent<HTMLElement>) => {
    const link = resultLink(event);
    if (link) prefetchRoute(target(link));
  };
  return (
    <div
      className="search-results"
      onKeyDown={(event) => moveFocus(event, onBackToInput)}
      onClick={(event) => {
        const link = resultLink(event);
        if (!link || event.defaultPrevented || !plainClick(event)) return;
        event.preventDefault();
        void navigate(target(link));
      }}
      // mouseover as mouseenter: once as the pointer comes in from outside the link.
      onMouseOver={(event) => {
        const link = resultLink(event);
        if (link && !(event.relatedTarget instanceof Node && link.contains(event.relatedTarget)))
          prefetchRoute(target(link));
      }}
      onFocus={prefetch}
      onTouchStart={prefetch}
    >
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
                  <a href={resultPath(group.kind, result)} className="search-result">
                    <SearchResultBody result={result} terms={answer.terms} unit={unit} />
                  </a>
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
