import type { ReactNode } from 'react';
import { Alert, Card, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import type { PreviewPages } from '../../hooks/use-preview-pages.ts';

export interface PagesPreviewProps extends PreviewPages {
  title: string;
  updatingLabel: string;
  pageAlt: (page: number, pages: number) => string;
  /** Choices shown under the title (template, paper). */
  controls?: ReactNode;
  testId: string;
  errorTestId: string;
}

/**
 * A document as the PDF will look, page by page. Pages are images: an image cannot run anything
 * the markup might carry.
 */
export function PagesPreview({
  pages,
  error,
  loading,
  title,
  updatingLabel,
  pageAlt,
  controls,
  testId,
  errorTestId,
}: PagesPreviewProps) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {loading && <Loader size="xs" role="status" aria-label={updatingLabel} />}
        </Group>
        {controls}
        {error && (
          <Alert variant="light" color="orange" data-testid={errorTestId}>
            <Text fz="sm">{error}</Text>
          </Alert>
        )}
        <Stack gap="sm" style={{ maxHeight: '80vh', overflowY: 'auto' }}>
          {pages.map((svg, i) => (
            <Image
              key={i}
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
              alt={pageAlt(i + 1, pages.length)}
              radius="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)', background: 'white' }}
            />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
