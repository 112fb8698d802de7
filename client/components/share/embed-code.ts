import { paths } from '@client/lib/paths';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text made safe inside a double-quoted HTML attribute (and anywhere else in markup). */
export const escapeAttribute = (text: string): string =>
  text.replace(/[&"'<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);

export interface PackEmbed {
  /** The app's origin, e.g. `https://packtrail.example`. */
  origin: string;
  username: string;
  slug: string;
  packName: string;
}

/** The HTML a blog pastes to show a public pack: an iframe of its compact embed page. */
export function packEmbedCode({ origin, username, slug, packName }: PackEmbed): string {
  const src = `${origin}${paths.publicPackEmbed(username, slug)}`;
  const title = `${packName} on Packtrail`;
  return (
    `<iframe src="${escapeAttribute(src)}" width="100%" height="500" style="border:0" ` +
    `title="${escapeAttribute(title)}" loading="lazy"></iframe>`
  );
}
