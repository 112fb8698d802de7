import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

interface PlaceholderPageProps {
  title: string;
  description: string;
  /** Route parameters or other facts about what the page will show, as label/value pairs. */
  details?: Record<string, string>;
  children?: ReactNode;
}

/** A titled page whose contents a later piece of work fills in. */
export function PlaceholderPage({ title, description, details, children }: PlaceholderPageProps) {
  const facts = Object.entries(details ?? {});
  return (
    <div className="page">
      <PageTitle title={title} />
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page-lead">{description}</p>
      </header>
      {facts.length > 0 && (
        <dl className="facts">
          {facts.map(([label, value]) => (
            <div key={label} className="fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </div>
  );
}
