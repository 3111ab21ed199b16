import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../hooks/use-public-config.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { GuaranteeBadges } from './guarantee-badges.tsx';
import { PlanCards, PlansTable, plansFrom } from './plans-overview.tsx';
import { StripePricingTable } from './stripe-pricing-table.tsx';

/**
 * The embedded Stripe table, shown only when the server is configured for it; otherwise a plain
 * word that paid plans cannot be bought yet, so "Upgrade" never ends on an empty page.
 */
function ConfiguredPricingTable() {
  const { t } = useTranslation('pricing');
  const { config, loading } = usePublicConfig();
  const user = useAppState((s) => s.user);
  const token = useAppState((s) => s.token);
  const stripe = config?.stripe;
  if (loading) return null;
  if (!stripe?.publishable_key || !stripe.pricing_table_id)
    return (
      <Alert
        variant="light"
        color="indigo"
        mt={32}
        title={t('notAvailableTitle')}
        // The light variant's own title colour is below 4.5:1 on its background.
        styles={{ title: { color: 'var(--mantine-color-indigo-9)' } }}
        data-testid="paid-not-available"
      >
        <Text fz="sm">{t('notAvailableText')}</Text>
      </Alert>
    );
  const signedIn = Boolean(token && user);
  return (
    <Stack gap="sm" mt={48}>
      <Title order={2} fz={{ base: 22, sm: 26 }} ta="center">
        {t('subscribeTitle')}
      </Title>
      <Text c="dimmed" ta="center">
        {t('subscribeSubtitle')}
      </Text>
      {!signedIn && (
        <Text c="dimmed" ta="center" fz="sm">
          {t('signInHint')}
        </Text>
      )}
      <StripePricingTable
        pricingTableId={stripe.pricing_table_id}
        publishableKey={stripe.publishable_key}
        clientReferenceId={signedIn ? user?.id : undefined}
        customerEmail={signedIn ? user?.email : undefined}
      />
    </Stack>
  );
}

/** Landing page pricing: plan cards, then the Stripe table when configured. */
export function PricingSection() {
  const { config } = usePublicConfig();
  const user = useAppState((s) => s.user);
  return (
    <>
      <PlanCards plans={plansFrom(config)} currentPlan={user?.plan} />
      <GuaranteeBadges />
      <ConfiguredPricingTable />
    </>
  );
}

/** The /pricing page body: the plans table always, then the Stripe table when configured. */
export function PricingPageContent() {
  const { config } = usePublicConfig();
  const user = useAppState((s) => s.user);
  const plans = plansFrom(config);
  return (
    <>
      <PlansTable plans={plans} currentPlan={user?.plan} />
      <GuaranteeBadges />
      <ConfiguredPricingTable />
    </>
  );
}
