import '@client/styles/account.css';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { notFound } from '@client/lib/not-found';
import { AccountPage } from '@client/features/account/components/account-page';
import { checkoutOf } from '@client/features/account/utils/checkout';

/**
 * Spec section 5: `checkout`, if present, must be success or cancelled. Anything else is
 * Not Found, as the other routes answer a parameter they do not accept.
 */
export function loader({ request }: LoaderFunctionArgs) {
  if (checkoutOf(new URL(request.url).searchParams) === 'invalid') notFound();
  return null;
}

export function Component() {
  const [search] = useSearchParams();
  const checkout = checkoutOf(search);
  return <AccountPage checkout={checkout === 'invalid' ? null : checkout} />;
}
