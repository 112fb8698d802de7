import { SLUG_MAX_LENGTH } from '@server/domain/limits.js';

/** A pack's slug: its address on a public page, unique per owner. */
export { SLUG_MAX_LENGTH };

/** The migration's CHECK: lowercase letters and digits, in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Letters that Unicode does not decompose into a base letter and a mark. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** At most `max` characters, never ending on a hyphen. */
const cut = (slug: string, max: number): string => slug.slice(0, max).replace(/-+$/, '');

/**
 * A slug from a pack name: accents dropped ("Été à Chamonix" is "ete-a-chamonix"), anything
 * else that is not a letter or digit becomes one hyphen. A name with nothing left (emoji,
 * another script) gives "pack".
 */
export function slugify(name: string): string {
  const latin = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter] ?? '');
  const slug = cut(latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+/, ''), SLUG_MAX_LENGTH);
  return slug === '' ? 'pack' : slug;
}

/** `base`, or the first of base-2, base-3, ... not taken, shortened to fit 80 characters. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${cut(base, SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
