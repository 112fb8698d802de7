import '@client/styles/public.css';
import { paths } from '@client/lib/paths';

/**
 * The one "Not Found" body of the public pages: whatever is missing (no such user, a private
 * pack, a renamed account) reads the same, so the page tells nothing apart.
 */
export function PublicNotFound() {
  return (
    <section className="public-page public-not-found" aria-labelledby="public-not-found-heading">
      <h1 id="public-not-found-heading">Not Found</h1>
      <p>There is nothing to see at this address. It may have been made private or moved.</p>
      <p>
        <a href={paths.landing()}>Go to the Packtrail home page</a>
      </p>
    </section>
  );
}
