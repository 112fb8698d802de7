import '@client/styles/search.css';
import { SearchPage } from '@client/features/search/components/search-page';

export function Component() {
  return <SearchPage />;
}
