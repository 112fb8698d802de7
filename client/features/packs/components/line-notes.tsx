import { Glyph } from '@client/components/glyph';

interface LineNotesProps {
  /** The line's name, for the link's accessible name. */
  name: string;
  /** The item's notes (LighterPack's `desc`), or the bundle's description. */
  notes: string;
  url: string | null;
}

/** Only web addresses become links: anything else (`javascript:`) is not followed. */
function webAddress(url: string | null): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Under a line's name, as LighterPack shows its `desc`: the item's notes (two lines at most, the
 * whole text on hover) and its link, opening in a new tab without giving that page this one.
 */
export function LineNotes({ name, notes, url }: LineNotesProps) {
  const text = notes.trim();
  const address = webAddress(url);
  if (text === '' && !address) return null;
  return (
    <>
      {text !== '' && (
        <span className="pack-line-desc" title={text}>
          {text}
        </span>
      )}
      {address && (
        <a className="pack-line-link" href={address.href} target="_blank" rel="noopener noreferrer">
          <Glyph name="external-link" />
          <span className="pack-line-link-host">{address.hostname.replace(/^www\./, '')}</span>
          <span className="visually-hidden">: page of {name}, opens in a new tab</span>
        </a>
      )}
    </>
  );
}
