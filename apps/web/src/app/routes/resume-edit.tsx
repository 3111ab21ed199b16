import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { useAppState } from '../../stores/app-state.ts';

export function ResumeEditRoute() {
  const { t } = useTranslation('resumes');
  const currentResume = useAppState((s) => s.currentResume);
  // SPEC.md section 2: with no resume chosen, the editor sends the user back to the list.
  if (!currentResume) return <Navigate to={paths.myResumes} replace />;
  return (
    <Container size="lg" py={40}>
      <PageHeader title={t('editor.title')} subtitle={t('editor.intro')} />
    </Container>
  );
}
