import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader role="img" aria-label={t('loading')} />
    </Center>
  );
}
