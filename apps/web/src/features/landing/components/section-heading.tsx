import { Stack, Text, Title } from '@mantine/core';

export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <Stack gap="xs" align="center" ta="center" mb={40}>
      <Title id={id} order={2} fz={{ base: 26, sm: 34 }} style={{ letterSpacing: '-0.01em' }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" fz="lg" maw={640}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
