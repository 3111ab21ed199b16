import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '@tailor/contract';
import { ApiClientError, getErrorMessage } from '../../../lib/api-client.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { getSubscription } from '../api/get-subscription.ts';

/**
 * Loads the subscription into the store, only when the plan is not free.
 * A 404 means there is none to show; other failures give a message.
 */
export function useSubscription(plan: PlanId | undefined) {
  const { t } = useTranslation('profile');
  const subscription = useAppState((s) => s.subscription);
  const [loading, setLoading] = useState(() => Boolean(plan && plan !== 'free'));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!plan || plan === 'free') return;
    let active = true;
    getSubscription()
      .then((found) => {
        if (active) useAppState.getState().setSubscription(found);
      })
      .catch((err: unknown) => {
        if (!active) return;
        if (err instanceof ApiClientError && err.status === 404) useAppState.getState().setSubscription(null);
        else setError(getErrorMessage(err, t, t('errors:billing.fetchSubscription')));
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [plan, t]);
  return { subscription, loading, error };
}
