import type { ReactNode } from 'react';

/** One part of a visitor's page, named by its heading. */
export function SiteSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `site-section ${className}` : 'site-section'}
      aria-labelledby={id}
    >
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
