import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ResumeSummary } from '@tailor/contract';
import { resumeEditPath } from '../../../config/paths.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { InvalidResponseFormatError, saveBlob } from '../../../lib/download-file.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { deleteResume } from '../api/delete-resume.ts';
import { downloadResume } from '../api/download-resume.ts';
import { getResume } from '../api/get-resume.ts';
import { resumePdfName } from '../resume-upload.ts';

export type ResumeAction = 'edit' | 'download' | 'delete';

/** Edit, download and delete of one resume, each with its success or error alert. */
export function useResumeActions() {
  const { t } = useTranslation('resumes');
  const navigate = useNavigate();
  const [busy, setBusy] = useState<{ uuid: string; action: ResumeAction } | null>(null);
  const alert = useAppState.getState().setAlert;

  const run = async (uuid: string, action: ResumeAction, work: () => Promise<void>) => {
    setBusy({ uuid, action });
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  /** Loads the full resume, puts it in the store as the current one and opens the editor. */
  const edit = (resume: ResumeSummary) =>
    run(resume.uuid, 'edit', async () => {
      try {
        useAppState.getState().setCurrentResume(await getResume(resume.uuid));
        await navigate(resumeEditPath(resume.uuid));
      } catch (error) {
        alert({ type: 'error', message: getErrorMessage(error, t, t('errors:resumes.loadForEditing')) });
      }
    });

  const download = (resume: ResumeSummary) =>
    run(resume.uuid, 'download', async () => {
      try {
        saveBlob(await downloadResume(resume.uuid), resumePdfName(resume.filename));
        alert({ type: 'success', message: t('download.success') });
      } catch (error) {
        const message =
          error instanceof InvalidResponseFormatError
            ? t('errors:invalidResponse')
            : getErrorMessage(error, t, t('errors:resumes.downloadResume'));
        alert({ type: 'error', message });
      }
    });

  /** Deletes on the server, then removes the row; true when it worked. */
  const remove = async (resume: ResumeSummary): Promise<boolean> => {
    let ok = false;
    await run(resume.uuid, 'delete', async () => {
      try {
        await deleteResume(resume.uuid);
        const state = useAppState.getState();
        state.setResumes(state.resumes.filter((r) => r.uuid !== resume.uuid));
        if (state.currentResume?.uuid === resume.uuid) state.setCurrentResume(null);
        alert({ type: 'success', message: t('delete.success') });
        ok = true;
      } catch (error) {
        alert({ type: 'error', message: getErrorMessage(error, t, t('errors:resumes.deleteResume')) });
      }
    });
    return ok;
  };

  return { edit, download, remove, busy };
}
