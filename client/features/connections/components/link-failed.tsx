import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@client/lib/paths';

interface LinkFailedProps {
  /** The service's name: "Strava", "Garmin". */
  service: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A callback page's word that the link did not happen, why, and the way to try again. */
export function LinkFailed({ service, message, retrying, onRetry }: LinkFailedProps) {
  return (
    <div className="message-box" role="alert">
      <CircleAlert aria-hidden="true" size={32} className="message-box-icon" />
      <h2>{service} is not linked</h2>
      <p>{message}</p>
      <p>
        <button type="button" className="button" disabled={retrying} onClick={onRetry}>
          {retrying ? `Opening ${service}…` : 'Connect again'}
        </button>{' '}
        <Link to={paths.account()}>Back to your account</Link>
      </p>
    </div>
  );
}
