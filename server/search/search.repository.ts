import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import type { SearchKind } from '@server/domain/search.js';

/** What narrows a search besides its words; null is "any". */
export interface SearchFilters {
  kinds: readonly SearchKind[] | null;
  categoryId: string | null;
  minWeightMg: number | null;
  maxWeightMg: number | null;
  fromDay: string | null;
  toDay: string | null;
  retired: boolean | null;
}

export interface SearchRequest extends SearchFilters {
  text: string;
  /** The last word is still being typed: it also matches as the start of a word. */
  lastWordIsPrefix: boolean;
  /** At most this many of each kind (their total is counted all the same). */
  perKind: number;
}

export interface SearchRow {
  kind: SearchKind | 'line';
  id: string;
  title: string;
  subtitle: string;
  weight_mg: string | null;
  happened_on: string | null;
  retired: boolean;
  rank: number;
  total: string;
  pack_id: string | null;
  terms: string[] | null;
}

/** The longest words a query keeps, and how many: more only slows the vocabulary's look-up. */
const MAX_QUERY_WORDS = 8;

/**
 * One statement per search, whatever is found: the query's words (folded as the documents'
 * are, migration 36) each become the word itself, its English stem, the start of a word for the
 * one being typed, and the owner's words one or two edits away ("tnet" is "tent"); a document
 * matches when every word matches one of its forms, under the GIN index on (owner, words).
 * Exact forms rank above near ones, the title above the rest. Gear and bundles found also bring
 * the pack lines that hold them.
 */
const SEARCH_SQL = `
WITH words AS (
  SELECT word, position, position = count(*) OVER () AS last
  FROM unnest((search_query_words($2))[1:${MAX_QUERY_WORDS}]) WITH ORDINALITY AS w(word, position)
),
alternatives AS (
  SELECT position, word AS alt, true AS exact, last AND $3::boolean AS prefix FROM words
  UNION
  SELECT position, stem, true, false FROM words, unnest(ts_lexize('english_stem', word)) AS stem
  UNION
  SELECT w.position, s.word, false, false
  FROM words w JOIN search_words s ON s.owner_id = $1
   AND length(w.word) >= 4
   AND s.word <> w.word
   AND abs(length(s.word) - length(w.word)) <= 2
   AND levenshtein_less_equal(s.word, w.word, 2) <=
       CASE WHEN length(w.word) >= 8
              OR (left(s.word, 1) = left(w.word, 1) AND length(s.word) = length(w.word))
            THEN 2 ELSE 1 END
),
lexemes AS (
  SELECT position, exact,
         '''' || replace(replace(alt, '\\', '\\\\'), '''', '''''') || ''''
           || CASE WHEN prefix THEN ':*' ELSE '' END AS lexeme
  FROM alternatives
),
queries AS (
  SELECT string_agg(any_form, ' & ')::tsquery AS any_query,
         string_agg(exact_form, ' & ')::tsquery AS exact_query
  FROM (SELECT '(' || string_agg(lexeme, ' | ') || ')' AS any_form,
               '(' || string_agg(lexeme, ' | ') FILTER (WHERE exact) || ')' AS exact_form
        FROM lexemes GROUP BY position) AS per_word
),
matches AS (
  SELECT d.kind, d.entity_id, d.title, d.subtitle, d.weight_mg, d.happened_on, d.retired,
         d.changed_at,
         CASE WHEN q.any_query IS NULL THEN 0
              ELSE 2 * ts_rank(d.words, q.exact_query) + ts_rank(d.words, q.any_query) END AS rank
  FROM search_documents d, queries q
  WHERE d.owner_id = $1
    AND %WORDS%
    AND ($4::text[] IS NULL OR d.kind = ANY ($4::text[]))
    AND ($5::uuid IS NULL OR d.category_id = $5::uuid)
    AND ($6::bigint IS NULL OR d.weight_mg >= $6::bigint)
    AND ($7::bigint IS NULL OR d.weight_mg <= $7::bigint)
    AND ($8::date IS NULL OR d.happened_on >= $8::date)
    AND ($9::date IS NULL OR d.happened_on <= $9::date)
    AND ($10::boolean IS NULL OR d.retired = $10::boolean)
),
ranked AS (
  SELECT m.*,
         row_number() OVER (PARTITION BY kind ORDER BY rank DESC, changed_at DESC, entity_id) AS n,
         count(*) OVER (PARTITION BY kind) AS total
  FROM matches m
),
shown AS (SELECT * FROM ranked WHERE n <= $11),
held AS (
  SELECT l.id, s.title, p.name AS pack_name, s.retired, s.rank, s.n, p.id AS pack_id,
         p.updated_at
  FROM shown s
  JOIN pack_lines l ON l.gear_item_id = s.entity_id AND l.owner_id = $1
  JOIN packs p ON p.id = l.pack_id AND NOT p.importing
  WHERE s.kind = 'gear'
  UNION ALL
  SELECT l.id, s.title, p.name, s.retired, s.rank, s.n, p.id, p.updated_at
  FROM shown s
  JOIN pack_lines l ON l.bundle_id = s.entity_id AND l.owner_id = $1
  JOIN packs p ON p.id = l.pack_id AND NOT p.importing
  WHERE s.kind = 'bundle'
),
lines AS (
  SELECT h.*, row_number() OVER (ORDER BY rank DESC, n, updated_at DESC, id) AS line_n,
         count(*) OVER () AS total
  FROM held h
)
SELECT kind, entity_id AS id, title, subtitle, weight_mg, happened_on::text AS happened_on,
       retired, rank, total, NULL::uuid AS pack_id,
       (SELECT array_agg(alt || CASE WHEN prefix THEN '*' ELSE '' END) FROM alternatives) AS terms
FROM shown
UNION ALL
SELECT 'line', id, title, pack_name, NULL, NULL, retired, rank, total, pack_id, NULL
FROM lines WHERE line_n <= $11
ORDER BY kind, rank DESC
`;

/** Search over the owner's documents (search_documents, kept by triggers: migration 36). */
@Injectable()
export class SearchRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** `hasWords` false: the filters alone, the latest changed first. */
  search(ownerId: string, request: SearchRequest, hasWords: boolean): Promise<SearchRow[]> {
    const sql = SEARCH_SQL.replace('%WORDS%', hasWords ? 'd.words @@ q.any_query' : 'true');
    return this.manager.query(sql, [
      ownerId,
      request.text,
      request.lastWordIsPrefix,
      request.kinds,
      request.categoryId,
      request.minWeightMg,
      request.maxWeightMg,
      request.fromDay,
      request.toDay,
      request.retired,
      request.perKind,
    ]);
  }
}
