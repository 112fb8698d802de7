import type { ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { errorMessage } from '@client/lib/api-errors';

interface LoadErrorProps {
  /** What failed to load, as the heading begins: "Your gear", "This pack". */
  what: string;
  error: unknown;
  onRetry: () => void;
  /** The box's classes: the shared message box unless the screen draws its own. */
  className?: string;
  /** 1 where the message stands in for the page's own heading. */
  headingLevel?: 1 | 2;
  /** Other ways out, beside "Try again". */
  children?: ReactNode;
}

/** Something could not be loaded: what, why, and a way to try again. */
export function LoadError({
  what,
  error,
  onRetry,
  className = 'message-box',
  headingLevel = 2,
  children,
}: LoadErrorProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const retry = (
    <button type="button" className="button button-primary" onClick={onRetry}>
      <RotateCw aria-hidden="true" size={18} />
      Try again
    </button>
  );
  return (
    <div className={className} role="alert">
      <Heading>{what} could not be loaded</Heading>
      <p>{errorMessage(error)}.</p>
      {children ? (
        <div className="button-row">
          {retry}
          {children}
        </div>
      ) : (
        retry
      )}
    </div>
  );
}
