import '@client/styles/account.css';
import { useSearchParams } from 'react-router';
import { AccountPage } from '@client/features/account/components/account-page';
import { checkoutOf } from '@client/features/account/utils/checkout';

/** The address's `checkout` is checked by the route's loader (client/app/routes.tsx). */
export function Component() {
  const [search] = useSearchParams();
  const checkout = checkoutOf(search);
  return <AccountPage checkout={checkout === 'invalid' ? null : checkout} />;
}
