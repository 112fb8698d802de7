import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '@client/components/page-title';
import { LinkFailed } from '@client/features/connections/components/link-failed';
import { errorMessage } from '@client/lib/api-errors';
import {
  completeGarminLink,
  GARMIN_ACTIVITY_PERMISSION,
  startGarminLink,
  type GarminConnection,
} from '@client/lib/api/garmin';
import { hasSearchParams, notFound } from '@client/lib/not-found';
import { paths } from '@client/lib/paths';

/** Spec sections 2 and 5: `code` is required, `state` is optional. */
export function loader({ request }: LoaderFunctionArgs) {
  if (!hasSearchParams(new URL(request.url).searchParams, { nonEmpty: ['code'] })) notFound();
  return null;
}

type Outcome =
  | { kind: 'linking' }
  | { kind: 'linked'; connection: GarminConnection }
  | { kind: 'failed'; message: string };

/**
 * Where Garmin sends the browser back: the code (and the state, where Garmin gave one) goes to
 * the server, which checks the state against this session's link and exchanges the code with
 * the PKCE verifier it kept; this page says how it went, and offers to connect again.
 */
export function Component() {
  const [search] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'linking' });
  // Sent once: the session's link is spent on the first try (a second would fail).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const state = search.get('state');
    completeGarminLink({ code: search.get('code') ?? '', ...(state ? { state } : {}) }).then(
      (connection) => setOutcome({ kind: 'linked', connection }),
      (error: unknown) => setOutcome({ kind: 'failed', message: errorMessage(error) }),
    );
  }, [search]);

  const [retrying, setRetrying] = useState(false);
  const again = () => {
    setRetrying(true);
    startGarminLink().catch((error: unknown) => {
      setRetrying(false);
      setOutcome({ kind: 'failed', message: errorMessage(error) });
    });
  };

  return (
    <div className="page connection-callback">
      <PageTitle title="Connecting Garmin" />
      <header className="page-header">
        <h1>Connecting Garmin</h1>
      </header>
      {outcome.kind === 'linking' && (
        <p role="status" className="page-lead">
          Linking your Garmin account…
        </p>
      )}
      {outcome.kind === 'linked' && (
        <div className="message-box" role="status">
          <CircleCheck aria-hidden="true" size={32} className="message-box-icon" />
          <h2>Garmin is linked</h2>
          <p>
            {outcome.connection.permissions.includes(GARMIN_ACTIVITY_PERMISSION)
              ? 'Your activities of the last two years are on their way, and new ones follow.'
              : 'Garmin is not letting your activities through: allow Packtrail to share them in Garmin Connect.'}
          </p>
          <p>
            <Link to={paths.track()}>Go to Track</Link> or{' '}
            <Link to={paths.account()}>back to your account</Link>.
          </p>
        </div>
      )}
      {outcome.kind === 'failed' && (
        <LinkFailed
          service="Garmin"
          message={outcome.message}
          retrying={retrying}
          onRetry={again}
        />
      )}
    </div>
  );
}
