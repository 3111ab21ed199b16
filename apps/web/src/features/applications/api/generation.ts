import {
  documentPreviewSchema,
  generationDetailSchema,
  type GenerationDetail,
  type GenerationDocumentKind,
  type PreviewGenerationBody,
  type UpdateGenerationBody,
} from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

const base = (jobUuid: string) => `/jobs/${encodeURIComponent(jobUuid)}/generation`;

/** The latest generation of a job, with its tailored data and letter. */
export const getGeneration = (jobUuid: string, signal?: AbortSignal): Promise<GenerationDetail> =>
  api.get(base(jobUuid), { schema: generationDetailSchema, signal });

/** Saves corrections; the server renders the documents again (no generation is used). */
export const updateGeneration = (jobUuid: string, body: UpdateGenerationBody): Promise<GenerationDetail> =>
  api.put(base(jobUuid), body, { schema: generationDetailSchema });

/** The CV or letter with unsaved corrections, as SVG pages. */
export const previewGeneration = (
  jobUuid: string,
  kind: GenerationDocumentKind,
  body: PreviewGenerationBody,
  signal?: AbortSignal,
): Promise<string[]> =>
  api
    .post(`${base(jobUuid)}/preview/${kind}`, body, { schema: documentPreviewSchema, signal })
    .then((answer) => answer.pages);
