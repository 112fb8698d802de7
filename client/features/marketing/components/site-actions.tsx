/**
 * Create an account or sign in: both start at /login, whose sign-in page offers "Create an
 * account" (the provider's, built in or configured, decides how accounts are made). Someone
 * already signed in (the app showing the page) is offered the app instead.
 */
export function SiteActions({
  more,
  signedIn = false,
}: {
  more?: { href: string; label: string };
  signedIn?: boolean;
}) {
  return (
    <div className="site-actions">
      {signedIn ? (
        <a href="/home" className="button button-primary button-large">
          Open Packtrail
        </a>
      ) : (
        <>
          <a href="/login" className="button button-primary button-large">
            Create an account
          </a>
          <a href="/login" className="button button-secondary button-large">
            Sign in
          </a>
        </>
      )}
      {more && (
        <a href={more.href} className="site-more">
          {more.label}
        </a>
      )}
    </div>
  );
}
