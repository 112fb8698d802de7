/**
 * Search (issue 24): what a search finds, in the order groups are offered when they rank alike.
 * Shared with the client. A pack line is found through its gear item or bundle.
 */
export const SEARCH_KINDS = ['gear', 'bundle', 'pack', 'trip', 'place', 'activity'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_RESULT_KINDS = [...SEARCH_KINDS, 'line'] as const;
export type SearchResultKind = (typeof SEARCH_RESULT_KINDS)[number];

/** Results of each kind the palette shows, and the most the search page asks for. */
export const SEARCH_PER_KIND_DEFAULT = 5;
export const SEARCH_PER_KIND_MAX = 50;

/** The longest query taken, in characters. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
