import {
  previewResumeResponseSchema,
  type PreviewResumeBody,
  type PreviewResumeResponse,
} from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

/** Unsaved resume data rendered by the server as one SVG per page. */
export const previewResume = (
  uuid: string,
  body: PreviewResumeBody,
  signal?: AbortSignal,
): Promise<PreviewResumeResponse> =>
  api.post(`/resumes/${encodeURIComponent(uuid)}/preview`, body, {
    schema: previewResumeResponseSchema,
    signal,
  });
