import { useMemo, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides, Modal, createTheme } from '@mantine/core';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** The theme, plus what every dialog says in the reader's language: its close button's name. */
function ThemedProvider({ children, env }: { children: ReactNode; env: 'default' | 'test' }) {
  const { t, i18n: current } = useTranslation('common');
  const close = t('actions.close');
  const localized = useMemo(
    () =>
      mergeThemeOverrides(
        theme,
        createTheme({
          components: {
            Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': close } } }),
          },
        }),
      ),
    // The label changes with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [close, current.language],
  );
  return (
    <MantineProvider
      theme={localized}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      {children}
    </MantineProvider>
  );
}

/** `env="test"` turns off Mantine's transitions and portals for component tests. */
export function AppProvider({
  children,
  env = 'default',
}: {
  children: ReactNode;
  env?: 'default' | 'test';
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedProvider env={env}>{children}</ThemedProvider>
    </I18nextProvider>
  );
}
