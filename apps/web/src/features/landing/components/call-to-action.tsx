import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signUpPath } from '../../../config/paths.ts';

export function CallToAction({ buttonLabel }: { buttonLabel?: string }) {
  const { t } = useTranslation('landing');
  return (
    <Container size="lg" pb={{ base: 48, sm: 72 }}>
      <Paper radius="xl" p={{ base: 'xl', sm: 48 }} bg="indigo.8" c="white" ta="center">
        <Stack align="center" gap="md">
          <Title order={2} fz={{ base: 24, sm: 32 }} c="white">
            {t('cta.title')}
          </Title>
          <Text fz="lg" c="indigo.0">
            {t('cta.text')}
          </Text>
          <Button
            component={Link}
            to={signUpPath}
            size="lg"
            variant="white"
            color="indigo"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {buttonLabel ?? t('cta.button')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
