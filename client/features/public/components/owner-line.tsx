import { paths } from '@client/lib/paths';
import type { PublicOwner } from '@client/features/public/api/types';

/** The owner's picture, or the first letter of their name on the brand colour. Decorative. */
export function OwnerAvatar({ owner, size = 32 }: { owner: PublicOwner; size?: number }) {
  return owner.avatarUrl ? (
    <img
      className="public-avatar"
      src={owner.avatarUrl}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  ) : (
    <span
      className="public-avatar"
      style={{ width: size, height: size, fontSize: size / 2.4 }}
      aria-hidden="true"
    >
      {owner.displayName.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/** "By Ada L.", linking to their profile only when it is public. */
export function OwnerLine({ owner }: { owner: PublicOwner }) {
  return (
    <p className="public-owner">
      <OwnerAvatar owner={owner} />
      <span>
        By{' '}
        {owner.profilePublic ? (
          <a href={paths.publicProfile(owner.username)}>{owner.displayName}</a>
        ) : (
          owner.displayName
        )}
      </span>
    </p>
  );
}
