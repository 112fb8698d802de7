import { IntentLink } from './intent-link';

export function Brand({ to }: { to: string }) {
  return (
    <IntentLink to={to} className="brand" aria-label="Packtrail home">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--brand)" />
        <path d="M6 24 13 10l5 9 3-5 5 10z" fill="var(--brand-contrast)" />
      </svg>
      <span>Packtrail</span>
    </IntentLink>
  );
}
