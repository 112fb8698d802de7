import { CircleCheck, CircleX, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '@client/lib/paths';
import type { CheckoutOutcome } from '@client/features/account/utils/checkout';

const NOTICE: Record<CheckoutOutcome, { title: string; text: string }> = {
  success: {
    title: 'Checkout complete',
    text: 'Thank you! Your payment went through; your plan is shown below.',
  },
  cancelled: {
    title: 'Checkout cancelled',
    text: 'Nothing was charged and your plan is unchanged. You can upgrade any time.',
  },
};

/** What came back from a checkout (spec sections 2 and 4), until dismissed. */
export function CheckoutNotice({ outcome }: { outcome: CheckoutOutcome }) {
  const navigate = useNavigate();
  const { title, text } = NOTICE[outcome];
  const Icon = outcome === 'success' ? CircleCheck : CircleX;
  return (
    <div className={`checkout-notice checkout-${outcome}`} role="status">
      <Icon aria-hidden="true" size={22} className="checkout-icon" />
      <div>
        <p className="checkout-title">{title}</p>
        <p>{text}</p>
      </div>
      <button
        type="button"
        className="icon-button small"
        aria-label="Dismiss"
        onClick={() => void navigate(paths.account(), { replace: true })}
      >
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
