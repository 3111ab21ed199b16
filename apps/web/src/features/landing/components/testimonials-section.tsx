import { Avatar, Card, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading.tsx';

const people = [
  { key: 'amina', color: 'teal' },
  { key: 'lucas', color: 'indigo' },
  { key: 'sofia', color: 'grape' },
] as const;

export function TestimonialsSection() {
  const { t } = useTranslation('landing');
  return (
    <Container size="lg" py={{ base: 48, sm: 72 }} component="section" aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" title={t('testimonials.title')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {people.map(({ key, color }) => {
          const name = t(`testimonials.items.${key}.name`);
          return (
            <Card key={key} withBorder radius="lg" padding="xl" component="figure" m={0}>
              <Stack gap="md" justify="space-between" h="100%">
                <IconQuote size={28} color={`var(--mantine-color-${color}-6)`} aria-hidden />
                <Text component="blockquote" m={0} fz="sm" lh={1.7}>
                  {t(`testimonials.items.${key}.quote`)}
                </Text>
                <Group gap="sm" component="figcaption">
                  <Avatar color={color} radius="xl" variant="filled">
                    {name.charAt(0)}
                  </Avatar>
                  <div>
                    <Text fw={700} fz="sm">
                      {name}
                    </Text>
                    <Text c="dimmed" fz="xs">
                      {t(`testimonials.items.${key}.role`)}
                    </Text>
                  </div>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
