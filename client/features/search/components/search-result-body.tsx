import type { WeightUnit } from '@domain/weight-units';
import type { SearchResult } from '@client/features/search/api/search';
import { resultFacts } from '@client/features/search/utils/result-details';
import { Highlighted } from './highlighted';

/** A result's title, subtitle and facts, as the page and the palette show it. */
export function SearchResultBody({
  result,
  terms,
  unit,
}: {
  result: SearchResult;
  terms: readonly string[];
  unit: WeightUnit;
}) {
  const facts = resultFacts(result, unit);
  return (
    <span className="search-result-body">
      <span className="search-result-title">
        <Highlighted text={result.title} terms={terms} />
      </span>
      {(result.subtitle || facts.length > 0) && (
        <span className="search-result-detail">
          {result.subtitle && <Highlighted text={result.subtitle} terms={terms} />}
          {facts.map((fact) => (
            <span key={fact} className="search-result-fact">
              {fact}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}
