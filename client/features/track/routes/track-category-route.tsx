import '@client/styles/track.css';
import { replace, useParams, type LoaderFunctionArgs } from 'react-router';
import { readCurrentUser } from '@client/lib/current-user';
import { notFound } from '@client/lib/not-found';
import { paths } from '@client/lib/paths';
import { CategoryPage } from '@client/features/track/components/category-page';
import { isCategory } from '@client/lib/activity-categories';

/**
 * Activities by category are for the Explorer plan; Basic users go to /track instead. A slug
 * that names no category is Not Found.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (readCurrentUser()?.subscriptionPlan !== 'explorer') return replace(paths.track());
  if (!isCategory(params.category ?? '')) notFound();
  return null;
}

export function Component() {
  const { category = '' } = useParams();
  return isCategory(category) ? <CategoryPage key={category} category={category} /> : null;
}
