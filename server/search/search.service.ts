import { Injectable } from '@nestjs/common';
import { SEARCH_RESULT_KINDS, type SearchResultKind } from '@server/domain/search.js';
import type { SearchQueryDto } from './dto/search-query.dto.js';
import type { SearchGroupDto, SearchResponseDto } from './dto/search-response.dto.js';
import { SearchRepository, type SearchRequest, type SearchRow } from './search.repository.js';

/** A letter or a digit: a query without one has no words to match. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

const kindOrder = (kind: SearchResultKind) => SEARCH_RESULT_KINDS.indexOf(kind);

/** Rows (each kind best first) into groups, the group with the best match first. */
export function groupRows(rows: readonly SearchRow[]): SearchResponseDto {
  const groups = new Map<SearchResultKind, SearchGroupDto & { best: number }>();
  let terms: string[] = [];
  for (const row of rows) {
    if (row.terms) terms = row.terms;
    let group = groups.get(row.kind);
    if (!group) {
      group = { kind: row.kind, total: Number(row.total), results: [], best: row.rank };
      groups.set(row.kind, group);
    }
    group.best = Math.max(group.best, row.rank);
    group.results.push({
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      weightMg: row.weight_mg === null ? null : Number(row.weight_mg),
      day: row.happened_on,
      retired: row.retired,
      packId: row.pack_id,
    });
  }
  const ordered = [...groups.values()].sort(
    (a, b) => b.best - a.best || kindOrder(a.kind) - kindOrder(b.kind),
  );
  return {
    groups: ordered.map(({ best: _best, ...group }) => group),
    terms: [...new Set(terms)].sort(),
  };
}

@Injectable()
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

  async search(ownerId: string, query: SearchQueryDto): Promise<SearchResponseDto> {
    const request: SearchRequest = {
      text: query.q,
      lastWordIsPrefix: !query.whole && !/\s$/u.test(query.q),
      kinds: query.kind?.length ? query.kind : null,
      categoryId: query.categoryId ?? null,
      minWeightMg: query.minWeightMg ?? null,
      maxWeightMg: query.maxWeightMg ?? null,
      fromDay: query.from ?? null,
      toDay: query.to ?? null,
      retired: query.retired ?? null,
      perKind: query.limit,
    };
    const hasWords = WORD_CHARACTER.test(query.q);
    const filtered =
      request.kinds !== null ||
      request.categoryId !== null ||
      request.minWeightMg !== null ||
      request.maxWeightMg !== null ||
      request.fromDay !== null ||
      request.toDay !== null ||
      request.retired !== null;
    // Nothing asked: nothing found (the screen suggests what to search instead).
    if (!hasWords && !filtered) return { groups: [], terms: [] };
    return groupRows(await this.repository.search(ownerId, request, hasWords));
  }
}
