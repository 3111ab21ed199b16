import { Card, List, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const applicationTipKeys = ['keywords', 'resume', 'achievements', 'followUp'] as const;

/** Four improvement tips. */
export function ApplicationTipsPanel() {
  const { t } = useTranslation('applications');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="tips-title" h="100%">
      <Stack gap="md">
        <Title order={2} fz="lg" id="tips-title">
          {t('tips.title')}
        </Title>
        <List
          spacing="sm"
          size="sm"
          icon={
            <ThemeIcon size={22} radius="xl" color="yellow.8">
              <IconBulb size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {applicationTipKeys.map((key) => (
            <List.Item key={key}>{t(`tips.items.${key}`)}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
