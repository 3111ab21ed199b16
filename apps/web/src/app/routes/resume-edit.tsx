import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths, resumeEditPath } from '../../config/paths.ts';
import { ResumeEditor } from '../../features/resumes/components/resume-editor.tsx';
import { useEditorResume } from '../../features/resumes/hooks/use-editor-resume.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function ResumeEditRoute() {
  const { t } = useTranslation('resumes');
  useDocumentTitle(t('editor.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const opened = useEditorResume(id);
  if (opened.state === 'loading') return <PageLoader />;
  // With no resume chosen, the editor sends the user back to the list.
  if (opened.state === 'none') return <Navigate to={paths.myResumes} replace />;
  const resume = opened.resume;
  // Opened from the stored current resume: the address names it, so a reload finds it again.
  if (id !== resume.uuid) return <Navigate to={resumeEditPath(resume.uuid)} replace />;
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <PageHeader title={t('editor.title')} subtitle={t('editor.intro')} />
      <ResumeEditor
        // A different resume starts a fresh editor.
        key={resume.uuid}
        resume={resume}
        onSaved={() => void navigate(paths.resumes)}
        onCancel={() => void navigate(paths.myResumes)}
      />
    </Container>
  );
}
