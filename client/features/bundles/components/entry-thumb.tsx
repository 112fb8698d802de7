import { Package } from 'lucide-react';

/** An item's photo, small, or a neutral icon; decorative, since the name sits beside it. */
export function EntryThumb({ photoUrl }: { photoUrl: string | null }) {
  if (!photoUrl) {
    return (
      <span className="bundle-thumb bundle-thumb-empty">
        <Package aria-hidden="true" size={18} />
      </span>
    );
  }
  return (
    <img
      className="bundle-thumb"
      src={photoUrl}
      alt=""
      width={36}
      height={36}
      loading="lazy"
      decoding="async"
    />
  );
}
