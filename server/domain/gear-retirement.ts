/**
 * When a gear item has done its distance (issue 22, item 7): a distance set per item, 600 km
 * for shoes unless the owner says otherwise, and the hint the library and the tracking pages
 * show as an item nears it. Shared with the client, which works the hint out from the item as
 * it is edited; the server answers the same figures to API users.
 */

/** What running shoes are commonly retired after (their foam is spent somewhere in 500–800 km). */
export const SHOE_RETIREMENT_M = 600_000;

/**
 * `retireAfterM` set to this means no limit, even for shoes; null means none was set, so the
 * default applies (600 km for shoes, no limit for anything else).
 */
export const NO_RETIREMENT = 0;

/** The shortest limit that can be set: below a kilometre it is a typo, not a lifespan. */
export const MIN_RETIREMENT_M = 1000;

/** The longest: 100,000 km, past a bicycle frame's life, well short of the column's bounds. */
export const MAX_RETIREMENT_M = 100_000_000;

/** From this share of its distance on, an item is near retirement ("Retire soon"). */
export const RETIRE_SOON_SHARE = 0.9;

export type RetirementHint = 'soon' | 'due';
export const RETIREMENT_HINTS = ['soon', 'due'] as const satisfies readonly RetirementHint[];

/** Whether a value may be stored as an item's limit: none (0), or 1 to 100,000 km in metres. */
export const isRetirementDistance = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  (value === NO_RETIREMENT || (value >= MIN_RETIREMENT_M && value <= MAX_RETIREMENT_M));

/** Words that make footwear of an item (singular and plural), whole words only. */
const SHOE_WORDS = new Set([
  'shoe',
  'shoes',
  'boot',
  'boots',
  'sneaker',
  'sneakers',
  'trainer',
  'trainers',
  'runners',
  'footwear',
]);

/** Two-word names of shoes. */
const SHOE_PHRASES = [['trail', 'runner']] as const;

/**
 * Words of things that go with shoes but are not worn out by the kilometre (laces, socks, a
 * shoe bag), which a name or a "Footwear" category may hold as well.
 */
const ACCESSORY_WORDS = new Set([
  'bag',
  'bags',
  'belt',
  'brush',
  'cover',
  'covers',
  'crampon',
  'crampons',
  'dryer',
  'dryers',
  'footbed',
  'footbeds',
  'gaiter',
  'gaiters',
  'insole',
  'insoles',
  'lace',
  'laces',
  'liner',
  'liners',
  'microspikes',
  'polish',
  'sock',
  'socks',
  'spikes',
  'wax',
]);

/** A bike trainer is a machine, not a shoe: "turbo trainer", "smart trainer". */
const MACHINE_TRAINER = new Set(['bike', 'cycling', 'indoor', 'smart', 'turbo']);

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function namesShoes(words: readonly string[]): boolean {
  return words.some((word, index) => {
    const before = words[index - 1] ?? '';
    if (word.startsWith('trainer') && MACHINE_TRAINER.has(before)) return false;
    if (SHOE_WORDS.has(word)) return true;
    return SHOE_PHRASES.some(
      ([first, second]) => before === first && (word === second || word === `${second}s`),
    );
  });
}

/**
 * Whether an item is a pair of shoes (trail runners, boots, trainers...), by its name or its
 * category's: the category catches "Speedcross 6" in "Footwear". Laces, socks or gaiters are
 * not, even in that category.
 */
export function isShoe(item: { name: string; categoryName: string | null }): boolean {
  const name = wordsOf(item.name);
  if (name.some((word) => ACCESSORY_WORDS.has(word))) return false;
  return namesShoes(name) || namesShoes(wordsOf(item.categoryName ?? ''));
}

/**
 * The distance after which the item should be retired, in metres, or null for none: its own
 * (`retireAfterM`, where 0 says no limit), else 600 km for shoes.
 */
export function retirementDistanceM(item: {
  retireAfterM: number | null;
  name: string;
  categoryName: string | null;
}): number | null {
  if (item.retireAfterM !== null)
    return item.retireAfterM === NO_RETIREMENT ? null : item.retireAfterM;
  return isShoe(item) ? SHOE_RETIREMENT_M : null;
}

/** How worn an item is against its limit: the share done and the hint, if any. */
export interface ItemWear {
  /** Distance done over the limit (1 is the limit reached); null without a limit. */
  share: number | null;
  /** 'soon' from 90 % of the limit, 'due' from 100 %; null before or without a limit. */
  hint: RetirementHint | null;
}

export function itemWear(distanceM: number, limitM: number | null): ItemWear {
  if (limitM === null || limitM <= 0) return { share: null, hint: null };
  const share = distanceM / limitM;
  return {
    share,
    hint: share >= 1 ? 'due' : share >= RETIRE_SOON_SHARE ? 'soon' : null,
  };
}
