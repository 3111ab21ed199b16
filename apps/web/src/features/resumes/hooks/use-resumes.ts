import type { ResumeSummary } from '@tailor/contract';
import { useLoad, type LoadState } from '../../../hooks/use-load.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { getResumes } from '../api/get-resumes.ts';

export interface ResumesState extends LoadState {
  resumes: ResumeSummary[];
}

const keepInStore = (list: ResumeSummary[]) => useAppState.getState().setResumes(list);
const logFailure = (error: unknown) => console.warn('Failed to load resumes', error);

/** The user's resumes, kept in the store; loaded on mount. Failures are logged. */
export function useResumes(): ResumesState {
  const resumes = useAppState((s) => s.resumes);
  return { resumes, ...useLoad(getResumes, keepInStore, logFailure) };
}
