import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { ResumeEditor } from '../../features/resumes/components/resume-editor.tsx';
import { useAppState } from '../../stores/app-state.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function ResumeEditRoute() {
  const { t } = useTranslation('resumes');
  useDocumentTitle(t('editor.title'));
  const navigate = useNavigate();
  const currentResume = useAppState((s) => s.currentResume);
  // With no resume chosen, the editor sends the user back to the list.
  if (!currentResume) return <Navigate to={paths.myResumes} replace />;
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <PageHeader title={t('editor.title')} subtitle={t('editor.intro')} />
      <ResumeEditor
        // A different resume starts a fresh editor.
        key={currentResume.uuid}
        resume={currentResume}
        onSaved={() => void navigate(paths.resumes)}
        onCancel={() => void navigate(paths.myResumes)}
      />
    </Container>
  );
}
