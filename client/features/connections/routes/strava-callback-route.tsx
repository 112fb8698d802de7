import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '@client/components/page-title';
import { LinkFailed } from '@client/features/connections/components/link-failed';
import { errorMessage } from '@client/lib/api-errors';
import {
  athleteLabel,
  completeStravaLink,
  startStravaLink,
  type StravaConnection,
} from '@client/lib/api/strava';
import { hasSearchParams, notFound } from '@client/lib/not-found';
import { paths } from '@client/lib/paths';

/** Spec sections 2 and 5: `code` and `scope` are required, `state` is optional. */
export function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  if (!hasSearchParams(search, { nonEmpty: ['code'], present: ['scope'] })) notFound();
  return null;
}

type Outcome =
  | { kind: 'linking' }
  | { kind: 'linked'; connection: StravaConnection }
  | { kind: 'failed'; message: string };

/**
 * Where Strava sends the browser back: what it handed over (code, granted scope, state) goes to
 * the server, which checks the state and the scope and exchanges the code; this page says how it
 * went, and offers to connect again when it did not.
 */
export function Component() {
  const [search] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'linking' });
  // Sent once: the state is spent on the first try (a second, from a re-render, would fail).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    completeStravaLink({
      code: search.get('code') ?? '',
      scope: search.get('scope') ?? '',
      state: search.get('state') ?? '',
    }).then(
      (connection) => setOutcome({ kind: 'linked', connection }),
      (error: unknown) => setOutcome({ kind: 'failed', message: errorMessage(error) }),
    );
  }, [search]);

  const [retrying, setRetrying] = useState(false);
  const again = () => {
    setRetrying(true);
    startStravaLink().catch((error: unknown) => {
      setRetrying(false);
      setOutcome({ kind: 'failed', message: errorMessage(error) });
    });
  };

  return (
    <div className="page connection-callback">
      <PageTitle title="Connecting Strava" />
      <header className="page-header">
        <h1>Connecting Strava</h1>
      </header>
      {outcome.kind === 'linking' && (
        <p role="status" className="page-lead">
          Linking your Strava account…
        </p>
      )}
      {outcome.kind === 'linked' && (
        <div className="message-box" role="status">
          <CircleCheck aria-hidden="true" size={32} className="message-box-icon" />
          <h2>Strava is linked</h2>
          <p>
            Linked as <strong>{athleteLabel(outcome.connection)}</strong>.
          </p>
          <p>
            <Link to={paths.track()}>Go to Track</Link> or{' '}
            <Link to={paths.account()}>back to your account</Link>.
          </p>
        </div>
      )}
      {outcome.kind === 'failed' && (
        <LinkFailed
          service="Strava"
          message={outcome.message}
          retrying={retrying}
          onRetry={again}
        />
      )}
    </div>
  );
}
