import { PageTitle } from '@client/components/page-title';
import { IntentLink } from '@client/components/intent-link';
import { paths } from '@client/lib/paths';

/** Any address no route knows. */
export function NotFound() {
  return (
    <div className="page page-centered">
      <PageTitle title="Not Found" />
      <h1>Not Found</h1>
      <p className="page-lead">There is nothing at this address.</p>
      <IntentLink to={paths.landing()} className="button button-primary">
        Go to the start page
      </IntentLink>
    </div>
  );
}
