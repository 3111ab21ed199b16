import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The product mark: a document with a tailor's stitch, drawn inline so it never fails to load. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="8" fill="var(--mantine-color-indigo-7)" />
      <path d="M10 9h9l4 4v10a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1z" fill="#fff" />
      <path
        d="M12 15h8M12 18.5h8M12 22h5"
        stroke="var(--mantine-color-indigo-7)"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeDasharray="2 1.6"
      />
    </svg>
  );
}

export function BrandLogo() {
  const { t } = useTranslation('common');
  return (
    <Group gap={8} wrap="nowrap">
      <BrandMark />
      <Text
        component="span"
        fw={800}
        fz="xl"
        c="var(--mantine-color-text)"
        style={{ letterSpacing: '-0.02em' }}
      >
        {t('brand')}
      </Text>
    </Group>
  );
}
