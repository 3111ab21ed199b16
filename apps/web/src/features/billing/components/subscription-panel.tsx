import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Subscription } from '@tailor/contract';
import { paths } from '../../../config/paths.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { loadPublicConfig } from '../../../lib/public-config.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { createPortalSession } from '../api/create-portal-session.ts';
import { useSubscription } from '../hooks/use-subscription.ts';

/** 'active' is green, any other status yellow. */
const statusColor = (status: string): 'green' | 'yellow' => (status === 'active' ? 'green' : 'yellow');

const formatDate = (value: string | null, language: string): string | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric' });
};

const formatAmount = (subscription: Subscription, language: string): string => {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: subscription.currency || 'USD',
    }).format(subscription.amount);
  } catch {
    return `${subscription.amount} ${subscription.currency}`;
  }
};

/**
 * Opens the billing portal in a new tab: the Stripe customer portal link from POST /stripe/portal,
 * else the configured billing_portal_url. The tab is opened at once so no pop-up blocker stops it.
 */
async function openBillingPortal(): Promise<boolean> {
  const tab = window.open('', '_blank');
  let url: string | null = null;
  try {
    url = (await createPortalSession()).url;
  } catch {
    url = (await loadPublicConfig())?.billing_portal_url ?? null;
  }
  if (!url) {
    tab?.close();
    return false;
  }
  if (tab) {
    tab.opener = null;
    tab.location.href = url;
  } else {
    window.open(url, '_blank', 'noopener');
  }
  return true;
}

/** The profile's subscription panel. */
export function SubscriptionPanel() {
  const { t, i18n } = useTranslation('profile');
  const plan = useAppState((s) => s.user?.plan);
  const { subscription, loading, error } = useSubscription(plan);
  const [opening, setOpening] = useState(false);
  const [portalError, setPortalError] = useState<string | null>(null);

  const manage = async () => {
    setOpening(true);
    setPortalError(null);
    try {
      if (!(await openBillingPortal())) setPortalError(t('subscription.portalUnavailable'));
    } catch (err) {
      setPortalError(getErrorMessage(err, t, t('subscription.portalUnavailable')));
    } finally {
      setOpening(false);
    }
  };

  const manageButton = (label: string) => (
    <Button
      variant="light"
      onClick={() => void manage()}
      loading={opening}
      rightSection={<IconExternalLink size={16} aria-hidden />}
    >
      {label}
      <VisuallyHidden>{` (${t('subscription.newTab')})`}</VisuallyHidden>
    </Button>
  );

  const planName = plan ? t(`pricing:plans.${plan}.name`) : '';
  const due = formatDate(subscription?.due_date ?? null, i18n.language);

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="subscription-title"
      h="100%"
      data-testid="subscription-panel"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="subscription-title">
          {t('subscription.title')}
        </Title>
        {plan === 'free' || !plan ? (
          <>
            <Group gap="xs">
              <Text fw={600}>{t('subscription.planLabel')}</Text>
              <Badge variant="filled">{t('pricing:plans.free.name')}</Badge>
            </Group>
            <Text fz="sm">{t('subscription.freePlan')}</Text>
            <Text fz="sm" c="dimmed">
              {t('subscription.freePrompt')}
            </Text>
            <Group>
              <Button component={Link} to={paths.pricing}>
                {t('subscription.viewPlans')}
              </Button>
            </Group>
          </>
        ) : loading ? (
          <Loader size="sm" role="status" aria-label={t('subscription.loading')} />
        ) : (
          <>
            <Group gap="xs">
              <Text fw={600}>{t('subscription.planLabel')}</Text>
              <Badge variant="filled">{planName}</Badge>
              {subscription && (
                <Badge
                  color={statusColor(subscription.status)}
                  variant="dot"
                  data-testid="subscription-status"
                  data-color={statusColor(subscription.status)}
                >
                  {t('subscription.status', { status: subscription.status })}
                </Badge>
              )}
            </Group>
            {error && (
              <Alert color="red" variant="light" role="alert">
                <Text fz="sm">{error}</Text>
              </Alert>
            )}
            {subscription ? (
              <Stack gap={4}>
                <Text fz="sm">
                  {t('subscription.price', {
                    amount: formatAmount(subscription, i18n.language),
                    interval: t(`subscription.intervals.${subscription.interval}`, {
                      defaultValue: subscription.interval,
                    }),
                  })}
                </Text>
                {due && !subscription.cancel_at_period_end && (
                  <Text fz="sm">{t('subscription.renewsOn', { date: due })}</Text>
                )}
                {subscription.cancel_at_period_end && (
                  <Text fz="sm" c="orange.9" fw={600} data-testid="cancels-on">
                    {t('subscription.cancelsOn', { date: due ?? t('subscription.periodEnd') })}
                  </Text>
                )}
              </Stack>
            ) : (
              !error && (
                <Text fz="sm" c="dimmed">
                  {t('subscription.noDetails')}
                </Text>
              )
            )}
            <Group>
              {manageButton(subscription ? t('subscription.billingPortal') : t('subscription.manage'))}
            </Group>
            {portalError && (
              <Text fz="sm" c="red.8" role="alert">
                {portalError}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
