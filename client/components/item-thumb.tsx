import { Package } from 'lucide-react';

/** An item's photo, small, or a neutral icon; decorative, since the name sits beside it. */
export function ItemThumb({ photoUrl, size = 32 }: { photoUrl: string | null; size?: number }) {
  if (!photoUrl) {
    return (
      <span className="item-thumb item-thumb-empty" style={{ width: size, height: size }}>
        <Package aria-hidden="true" size={Math.round(size / 2)} />
      </span>
    );
  }
  return (
    <img
      className="item-thumb"
      src={photoUrl}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
