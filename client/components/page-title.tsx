/** The document title for a page (React places <title> in the head). */
export function PageTitle({ title }: { title: string }) {
  return <title>{title === 'Packtrail' ? title : `${title} · Packtrail`}</title>;
}
