import '@mantine/charts/styles.css';
import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Card, Center, Loader, Stack, Table, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UsageHistory } from '@tailor/contract';
import { usageKinds, type UsageKind } from '../usage-levels.ts';

const isUsageKind = (value: string | null): value is UsageKind =>
  value !== null && (usageKinds as readonly string[]).includes(value);

/** "2026-03" -> "Mar 2026" in the interface language. */
function formatMonth(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/** The dashboard's 6-month history with one tab per kind. */
export function UsageHistoryChart({ history, loading }: { history: UsageHistory | null; loading: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const [kind, setKind] = useState<UsageKind>('resumes');
  const rows = (history?.months ?? []).map((m) => ({
    month: formatMonth(m.month, i18n.language),
    count: m[kind],
  }));
  const label = t(`usage.kinds.${kind}`);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="history-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="history-title">
            {t('history.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('history.subtitle')}
          </Text>
        </div>
        <Tabs value={kind} onChange={(value) => isUsageKind(value) && setKind(value)}>
          <Tabs.List grow style={{ flexWrap: 'nowrap' }}>
            {usageKinds.map((k) => (
              <Tabs.Tab
                key={k}
                value={k}
                px={{ base: 6, sm: 'md' }}
                fz={{ base: 'xs', sm: 'sm' }}
                style={{ minWidth: 0 }}
              >
                {t(`usage.kinds.${k}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {usageKinds.map((k) => (
            <Tabs.Panel key={k} value={k} pt="md">
              {k === kind &&
                (loading && !history ? (
                  <Center h={240}>
                    <Loader size="sm" role="status" aria-label={t('history.loading')} />
                  </Center>
                ) : !history ? (
                  <Text c="dimmed">{t('history.unavailable')}</Text>
                ) : (
                  <>
                    <div aria-hidden="true">
                      <BarChart
                        h={240}
                        data={rows}
                        dataKey="month"
                        series={[{ name: 'count', label, color: 'indigo.6' }]}
                        yAxisProps={{ allowDecimals: false, width: 32 }}
                        barProps={{ radius: [4, 4, 0, 0] }}
                      />
                    </div>
                    <VisuallyHidden>
                      <Table data-testid="history-table">
                        <Table.Caption>{t('history.caption', { kind: label })}</Table.Caption>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th scope="col">{t('history.month')}</Table.Th>
                            <Table.Th scope="col">{label}</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {rows.map((row) => (
                            <Table.Tr key={row.month}>
                              <Table.Th scope="row">{row.month}</Table.Th>
                              <Table.Td>{row.count}</Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </VisuallyHidden>
                  </>
                ))}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Card>
  );
}
