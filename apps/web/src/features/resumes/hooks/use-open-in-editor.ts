import { useNavigate } from 'react-router';
import type { Resume } from '@tailor/contract';
import { resumeEditPath } from '../../../config/paths.ts';
import { useAppState } from '../../../stores/app-state.ts';

/** After an upload the user lands in the editor, to check what was read before using it. */
export function useOpenInEditor() {
  const navigate = useNavigate();
  return async (resume: Resume) => {
    useAppState.getState().setCurrentResume(resume);
    await navigate(resumeEditPath(resume.uuid));
  };
}
