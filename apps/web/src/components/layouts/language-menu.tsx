import { Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@tailor/contract';
import { changeLanguage, currentLanguage } from '../../lib/i18n.ts';

/** Each language is listed under its own name, so a reader finds theirs whatever the current one. */
const endonyms: Record<Language, string> = { en: 'English', fr: 'Français', es: 'Español' };

export function LanguageMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('common');
  const language = currentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="var(--mantine-color-text)"
          leftSection={<IconLanguage size={18} aria-hidden />}
          data-testid="language-menu"
          fullWidth={fullWidth}
          justify={fullWidth ? 'flex-start' : undefined}
          px="xs"
        >
          <VisuallyHidden>{t('language.label')}: </VisuallyHidden>
          {fullWidth ? endonyms[language] : language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng}
            onClick={() => void changeLanguage(lng)}
            rightSection={lng === language ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={lng === language ? 'true' : undefined}
            data-testid={`language-${lng}`}
          >
            <Text component="span" fz="sm" fw={lng === language ? 700 : 500}>
              {endonyms[lng]}
            </Text>{' '}
            {lng !== language && (
              <Text component="span" fz="xs" c="dimmed" lang={language}>
                ({t(`language.${lng}`)})
              </Text>
            )}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
