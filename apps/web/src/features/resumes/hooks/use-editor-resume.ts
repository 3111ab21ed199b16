import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resume } from '@tailor/contract';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { getResume } from '../api/get-resume.ts';

export type EditorResume =
  | { state: 'ready'; resume: Resume }
  | { state: 'loading' }
  /** Nothing to edit: no id and no current resume, or the id could not be loaded. */
  | { state: 'none' };

/**
 * The resume the editor opens: the one named by the address's id (loaded when it is not the
 * current one already), else the stored current resume.
 */
export function useEditorResume(id: string | null): EditorResume {
  const { t } = useTranslation('resumes');
  const current = useAppState((s) => s.currentResume);
  const [failed, setFailed] = useState<string | null>(null);
  const needed = id !== null && current?.uuid !== id && failed !== id;

  useEffect(() => {
    if (!needed) return;
    let live = true;
    getResume(id).then(
      (resume) => {
        if (live) useAppState.getState().setCurrentResume(resume);
      },
      (error: unknown) => {
        if (!live) return;
        useAppState.getState().setAlert({
          type: 'error',
          message: getErrorMessage(error, t, t('errors:resumes.loadForEditing')),
        });
        setFailed(id);
      },
    );
    return () => {
      live = false;
    };
  }, [needed, id, t]);

  if (id !== null && failed === id) return { state: 'none' };
  if (needed) return { state: 'loading' };
  return current ? { state: 'ready', resume: current } : { state: 'none' };
}
