import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { cssVariablesResolver, theme } from './theme.ts';

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
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        env={env}
      >
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
