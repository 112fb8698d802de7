import '@client/styles/account.css';
import { data, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { AccountPage } from '../components/account-page';
import { checkoutOf } from '../utils/checkout';

/**
 * Spec section 5: `checkout`, if present, must be success or cancelled. Anything else is
 * Not Found, as the other routes answer a parameter they do not accept.
 */
export function loader({ request }: LoaderFunctionArgs) {
  if (checkoutOf(new URL(request.url).searchParams) === 'invalid') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer 404
    throw data('Not Found', { status: 404 });
  }
  return null;
}

export function Component() {
  const [search] = useSearchParams();
  const checkout = checkoutOf(search);
  return <AccountPage checkout={checkout === 'invalid' ? null : checkout} />;
}
