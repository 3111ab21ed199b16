import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab says which page this is, in the reader's language: "Page – Tailor". */
export function useDocumentTitle(page: string | null) {
  const { t } = useTranslation('common');
  const brand = t('brand');
  useEffect(() => {
    document.title = page ? `${page} – ${brand}` : `${brand} – ${t('tagline')}`;
  }, [page, brand, t]);
}
