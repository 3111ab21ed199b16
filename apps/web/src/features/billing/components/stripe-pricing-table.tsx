import { useEffect, useState } from 'react';
import { loadScript } from '../../../lib/load-script.ts';

const STRIPE_PRICING_TABLE_SCRIPT = 'https://js.stripe.com/v3/pricing-table.js';

export interface StripePricingTableProps {
  pricingTableId: string;
  publishableKey: string;
  /** The signed-in user's id, so the webhook links the payment to the account. */
  clientReferenceId?: string;
  customerEmail?: string;
}

/**
 * Stripe's embedded pricing table. If Stripe's script cannot load (offline, blocked), nothing is
 * shown: the plans table above it still tells the visitor what each plan includes.
 */
export function StripePricingTable({
  pricingTableId,
  publishableKey,
  clientReferenceId,
  customerEmail,
}: StripePricingTableProps) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let active = true;
    loadScript(STRIPE_PRICING_TABLE_SCRIPT).then(
      () => active && setStatus('ready'),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
  }, []);
  if (status === 'failed') return null;
  return (
    <div data-testid="stripe-pricing-table">
      <stripe-pricing-table
        pricing-table-id={pricingTableId}
        publishable-key={publishableKey}
        client-reference-id={clientReferenceId}
        customer-email={customerEmail}
      />
    </div>
  );
}
