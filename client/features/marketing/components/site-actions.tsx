/**
 * Create an account or sign in: both start at /login, whose sign-in page offers "Create an
 * account" (the provider's, built in or configured, decides how accounts are made).
 */
export function SiteActions({ more }: { more?: { href: string; label: string } }) {
  return (
    <div className="site-actions">
      <a href="/login" className="button button-primary button-large">
        Create an account
      </a>
      <a href="/login" className="button button-secondary button-large">
        Sign in
      </a>
      {more && (
        <a href={more.href} className="site-more">
          {more.label}
        </a>
      )}
    </div>
  );
}
