import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap={6} mb="xl">
      <Title order={1} fz={{ base: 28, sm: 34 }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" fz="lg">
          {subtitle}
        </Text>
      )}
      {children}
    </Stack>
  );
}
