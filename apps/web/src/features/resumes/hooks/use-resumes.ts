import { useCallback, useEffect, useState } from 'react';
import type { ResumeSummary } from '@tailor/contract';
import { useAppState } from '../../../stores/app-state.ts';
import { getResumes } from '../api/get-resumes.ts';

export interface ResumesState {
  resumes: ResumeSummary[];
  loading: boolean;
  failed: boolean;
  reload: () => Promise<void>;
}

/** The user's resumes, kept in the store; loaded on mount. Failures are logged (SPEC.md section 8). */
export function useResumes(): ResumesState {
  const resumes = useAppState((s) => s.resumes);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    () =>
      getResumes().then(
        (list) => {
          useAppState.getState().setResumes(list);
          setFailed(false);
          setLoading(false);
        },
        (error: unknown) => {
          console.warn('Failed to load resumes', error);
          setFailed(true);
          setLoading(false);
        },
      ),
    [],
  );
  const reload = useCallback(async () => {
    setLoading(true);
    await load();
  }, [load]);
  useEffect(() => {
    void load();
  }, [load]);
  return { resumes, loading, failed, reload };
}
