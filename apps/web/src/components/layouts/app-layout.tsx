import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AlertBanner } from '../ui/alert-banner.tsx';
import { PageLoader } from '../ui/page-loader.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

export function AppLayout() {
  const { t } = useTranslation('common');
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Navbar />
      <AlertBanner />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
