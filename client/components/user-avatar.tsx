import type { CurrentUser } from '@client/lib/current-user';

type AvatarUser = Pick<CurrentUser, 'givenName' | 'familyName' | 'email'> & {
  avatarUrl?: string | null;
};

/** Up to two initials from the name, else the email's first letter. */
export const initialsOf = (user: AvatarUser): string =>
  `${user.givenName.trim().charAt(0)}${user.familyName.trim().charAt(0)}`.toUpperCase() ||
  user.email.charAt(0).toUpperCase();

export const fullNameOf = (user: AvatarUser): string =>
  `${user.givenName} ${user.familyName}`.trim() || user.email;

interface UserAvatarProps {
  user: AvatarUser;
  /** A picture to show instead of the stored one (a file chosen but not yet saved). */
  src?: string | null;
  size?: 'small' | 'large';
}

/**
 * The user's picture, or their initials on the brand colour. Decorative: whatever holds it
 * (the header's account link, the profile form) names the person.
 */
export function UserAvatar({ user, src, size = 'small' }: UserAvatarProps) {
  const picture = src === undefined ? user.avatarUrl : src;
  return (
    // The initials are drawn by CSS (attr(data-initials)), not written as text: they are a
    // picture of the person, and text would have to be part of the holder's accessible name
    // (WCAG 2.5.3, axe's label-content-name-mismatch), which names the person in full.
    <span
      className={`user-avatar user-avatar-${size}`}
      aria-hidden="true"
      data-initials={picture ? undefined : initialsOf(user)}
    >
      {picture && <img src={picture} alt="" />}
    </span>
  );
}
