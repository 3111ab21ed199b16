import { Badge, Button, Card, List, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { planIds, planLimits, type PlanId, type PlanLimits, type PublicConfig } from '@tailor/contract';
import { paths, signUpPath } from '../../../config/paths.ts';
import classes from './plans-table.module.css';

export interface PlanRow {
  id: PlanId;
  limits: PlanLimits;
  /** From the server: the price per interval (0 for free), null when none is set. */
  price?: { amount: number; currency: string; interval: string } | null | undefined;
}

/** A plan's price as a reader says it: "Free", "$9 / month", or that it is not set yet. */
export function usePriceText(): (plan: PlanRow) => string {
  const { t, i18n } = useTranslation('pricing');
  return ({ id, price }) => {
    if (id === 'free') return t('table.priceFree');
    if (!price) return t('table.priceUnset');
    const amount = new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency: price.currency,
      maximumFractionDigits: Number.isInteger(price.amount) ? 0 : 2,
    }).format(price.amount);
    return price.interval === 'year'
      ? t('table.pricePerYear', { amount })
      : t('table.pricePerMonth', { amount });
  };
}

/** Plans as the server announces them, else the contract's table. */
export const plansFrom = (config: PublicConfig | null): PlanRow[] =>
  config && config.plans.length > 0 ? config.plans : planIds.map((id) => ({ id, limits: planLimits[id] }));

/** "Your plan", on a line of its own so it is never cut. */
function CurrentPlanBadge() {
  const { t } = useTranslation('pricing');
  return (
    <Badge
      size="sm"
      variant="light"
      display="block"
      w="fit-content"
      mt={4}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t('currentPlan')}
    </Badge>
  );
}

/** On a phone, one block per plan: four columns would only fit by cutting words in two. */
function PlansList({ plans, currentPlan }: { plans: PlanRow[]; currentPlan?: PlanId | undefined }) {
  const { t } = useTranslation('pricing');
  const priceText = usePriceText();
  return (
    <Stack gap="sm" data-testid="plans-table">
      <Text fw={600}>{t('table.caption')}</Text>
      {plans.map((plan) => (
        <Card
          key={plan.id}
          withBorder
          radius="md"
          padding="sm"
          component="section"
          aria-label={t(`plans.${plan.id}.name`)}
        >
          <Text fw={700}>{t(`plans.${plan.id}.name`)}</Text>
          {currentPlan === plan.id && <CurrentPlanBadge />}
          <dl className={classes.list}>
            <dt>{t('table.price')}</dt>
            <dd>{priceText(plan)}</dd>
            <dt>{t('table.resumes')}</dt>
            <dd>{t('table.resumesValue', { count: plan.limits.resumes })}</dd>
            <dt>{t('table.applications')}</dt>
            <dd>{t('table.applicationsValue', { count: plan.limits.applications })}</dd>
            <dt>{t('table.generations')}</dt>
            <dd>
              {plan.id === 'free'
                ? t('table.generationsFree', { count: plan.limits.generations })
                : t('table.generationsPaid', { count: plan.limits.generations })}
            </dd>
          </dl>
        </Card>
      ))}
    </Stack>
  );
}

export function PlansTable({ plans, currentPlan }: { plans: PlanRow[]; currentPlan?: PlanId | undefined }) {
  const { t } = useTranslation('pricing');
  const narrow = useMediaQuery('(max-width: 35.99em)');
  const priceText = usePriceText();
  if (narrow) return <PlansList plans={plans} currentPlan={currentPlan} />;
  return (
    <Table
      className={classes.table}
      captionSide="top"
      striped
      highlightOnHover
      withTableBorder
      verticalSpacing="sm"
      horizontalSpacing="xs"
      data-testid="plans-table"
    >
      <Table.Caption>{t('table.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('table.plan')}</Table.Th>
          <Table.Th scope="col">{t('table.price')}</Table.Th>
          <Table.Th scope="col">{t('table.resumes')}</Table.Th>
          <Table.Th scope="col">{t('table.applications')}</Table.Th>
          <Table.Th scope="col">{t('table.generations')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {plans.map((plan) => {
          const { id, limits } = plan;
          return (
            <Table.Tr key={id}>
              <Table.Th scope="row">
                {t(`plans.${id}.name`)}
                {currentPlan === id && <CurrentPlanBadge />}
              </Table.Th>
              <Table.Td>{priceText(plan)}</Table.Td>
              <Table.Td>{t('table.resumesValue', { count: limits.resumes })}</Table.Td>
              <Table.Td>{t('table.applicationsValue', { count: limits.applications })}</Table.Td>
              <Table.Td>
                {id === 'free'
                  ? t('table.generationsFree', { count: limits.generations })
                  : t('table.generationsPaid', { count: limits.generations })}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Plan cards for the landing page; paid plans lead to /pricing. */
export function PlanCards({ plans, currentPlan }: { plans: PlanRow[]; currentPlan?: PlanId | undefined }) {
  const { t } = useTranslation('pricing');
  const priceText = usePriceText();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {plans.map((plan) => {
        const { id, limits } = plan;
        const featured = id === 'pro';
        return (
          <Card
            key={id}
            withBorder
            radius="lg"
            padding="xl"
            shadow={featured ? 'md' : 'xs'}
            style={featured ? { borderColor: 'var(--mantine-color-indigo-6)', borderWidth: 2 } : undefined}
            data-testid={`plan-${id}`}
          >
            <Stack gap="md" h="100%" justify="space-between">
              <Stack gap="xs">
                <Title order={3} fz="xl">
                  {t(`plans.${id}.name`)}
                  {currentPlan === id && (
                    <Badge
                      ml="xs"
                      size="sm"
                      variant="light"
                      style={{ verticalAlign: 'middle' }}
                      styles={{ label: { overflow: 'visible' } }}
                    >
                      {t('currentPlan')}
                    </Badge>
                  )}
                </Title>
                <Text fw={700} fz="lg" data-testid={`price-${id}`}>
                  {priceText(plan)}
                </Text>
                <Text c="dimmed" fz="sm">
                  {t(`plans.${id}.description`)}
                </Text>
                <List
                  spacing="xs"
                  fz="sm"
                  mt="sm"
                  icon={
                    <ThemeIcon size={20} radius="xl" color="teal" variant="light">
                      <IconCheck size={14} aria-hidden />
                    </ThemeIcon>
                  }
                >
                  <List.Item>
                    {t('table.line', {
                      label: t('table.generations'),
                      value:
                        id === 'free'
                          ? t('table.generationsFree', { count: limits.generations })
                          : t('table.generationsPaid', { count: limits.generations }),
                    })}
                  </List.Item>
                  <List.Item>
                    {t('table.line', {
                      label: t('table.resumes'),
                      value: t('table.resumesValue', { count: limits.resumes }),
                    })}
                  </List.Item>
                  <List.Item>
                    {t('table.line', {
                      label: t('table.applications'),
                      value: t('table.applicationsValue', { count: limits.applications }),
                    })}
                  </List.Item>
                </List>
              </Stack>
              {id === 'free' ? (
                <Button component={Link} to={signUpPath} variant="default" fullWidth>
                  {t('startFree')}
                </Button>
              ) : (
                <Button
                  component={Link}
                  to={paths.pricing}
                  variant={featured ? 'filled' : 'outline'}
                  fullWidth
                >
                  {t('upgrade')}
                </Button>
              )}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
