import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type StripePricingTableAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'pricing-table-id': string;
  'publishable-key': string;
  'client-reference-id'?: string;
  'customer-email'?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'stripe-pricing-table': StripePricingTableAttributes;
    }
  }
}
