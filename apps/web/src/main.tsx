// The UI font, served from this site (no font CDN); the browser fetches only the scripts a page uses.
import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/dropzone/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const router = createAppRouter();

void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
