import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  documentFileName,
  type DocumentFormat,
  type GenerateOptions,
  type GenerateResponse,
  type Job,
} from '@tailor/contract';
import { ApiClientError, getErrorMessage } from '../../../lib/api-client.ts';
import { InvalidResponseFormatError, saveBlob } from '../../../lib/download-file.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { isAtLimit, limitKindOfCode } from '../../usage/usage-levels.ts';
import { createJob } from '../api/create-job.ts';
import { deleteJob } from '../api/delete-job.ts';
import { downloadCoverLetter } from '../api/download-cover-letter.ts';
import { downloadCv } from '../api/download-cv.ts';
import { generateApplication } from '../api/generate-application.ts';
import { getJobs } from '../api/get-jobs.ts';
import { updateJob } from '../api/update-job.ts';
import { trimJobFields, type JobFields } from '../job-fields.ts';

export type ApplicationLimit = 'applications' | 'generations';

export interface ApplicationsOptions {
  /** Reload the usage metrics (after create and generate). */
  onMetricsChanged: () => void | Promise<void>;
  /** Open the limit-reached dialog of this kind. */
  onLimitReached: (kind: ApplicationLimit) => void;
  /** Load the job list on mount (the applications page does, the dashboard does not). */
  loadOnMount?: boolean;
}

/** What a failed call means for the user: a limit dialog and/or a message. */
export type ActionResult = { ok: true } | { ok: false; message: string };

const atLimit = (kind: ApplicationLimit): boolean => isAtLimit(useAppState.getState().metrics, kind);

/** The job list in the store and every action on it, each with its success or error alert. */
export function useApplications({
  onMetricsChanged,
  onLimitReached,
  loadOnMount = true,
}: ApplicationsOptions) {
  const { t } = useTranslation('applications');
  const jobs = useAppState((s) => s.jobs);
  const [loading, setLoading] = useState(loadOnMount);
  const [lastGeneration, setLastGeneration] = useState<GenerateResponse | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const alert = (type: 'success' | 'error' | 'warning', message: string) =>
    useAppState.getState().setAlert({ type, message });

  const load = useCallback(async () => {
    try {
      useAppState.getState().setJobs(await getJobs());
    } catch (error) {
      // A failed load is only logged.
      console.warn('Failed to load jobs', error);
    } finally {
      setLoading(false);
    }
  }, []);

  const reload = useCallback(async () => {
    setLoading(true);
    await load();
  }, [load]);

  useEffect(() => {
    if (loadOnMount) void load();
  }, [loadOnMount, load]);

  /** A refusal for this limit opens its dialog. */
  const limitFrom = (error: unknown, kind: ApplicationLimit): void => {
    if (error instanceof ApiClientError && limitKindOfCode(error.code) === kind) onLimitReached(kind);
  };

  /** Both limits are checked here first, for a quick message; the server enforces them too. */
  const checkApplicationsLimit = (): boolean => {
    if (!atLimit('applications')) return true;
    alert('warning', t('alerts.applicationsLimitReached'));
    onLimitReached('applications');
    return false;
  };
  const checkGenerationsLimit = (): boolean => {
    if (!atLimit('generations')) return true;
    alert('warning', t('alerts.generationsLimitReached'));
    onLimitReached('generations');
    return false;
  };

  const create = async (fields: JobFields, fallback = t('alerts.addError')): Promise<ActionResult> => {
    if (!checkApplicationsLimit()) return { ok: false, message: t('alerts.applicationsLimitReached') };
    const state = useAppState.getState();
    try {
      const job = await createJob(trimJobFields(fields), state.user?.email ?? '');
      state.addJob(job);
      alert('success', t('alerts.addSuccess'));
      await onMetricsChanged();
      return { ok: true };
    } catch (error) {
      limitFrom(error, 'applications');
      return { ok: false, message: getErrorMessage(error, t, fallback) };
    }
  };

  const update = async (uuid: string, fields: JobFields): Promise<ActionResult> => {
    try {
      const job = await updateJob(uuid, trimJobFields(fields));
      const state = useAppState.getState();
      state.setJobs(state.jobs.map((j) => (j.uuid === job.uuid ? job : j)));
      alert('success', t('alerts.updateSuccess'));
      return { ok: true };
    } catch (error) {
      return { ok: false, message: getErrorMessage(error, t, t('alerts.updateError')) };
    }
  };

  const remove = async (job: Job): Promise<boolean> => {
    try {
      await deleteJob(job.uuid);
      const state = useAppState.getState();
      state.setJobs(state.jobs.filter((j) => j.uuid !== job.uuid));
      alert('success', t('alerts.deleteSuccess'));
      await onMetricsChanged();
      return true;
    } catch (error) {
      alert('error', getErrorMessage(error, t, t('alerts.deleteError')));
      return false;
    }
  };

  const generate = async (
    job: Job,
    resumeUuid: string | null,
    options: GenerateOptions = {},
  ): Promise<ActionResult> => {
    if (!resumeUuid) return { ok: false, message: t('alerts.selectResume') };
    if (!checkGenerationsLimit()) return { ok: false, message: t('alerts.generationsLimitReached') };
    try {
      const result = await generateApplication(job.uuid, resumeUuid, options);
      const state = useAppState.getState();
      // Only that job changes: its generation count and its latest generation.
      state.setJobs(
        state.jobs.map((j) =>
          j.uuid === job.uuid ? { ...j, gen_count: result.gen_count, generation: result.generation } : j,
        ),
      );
      setLastGeneration(result);
      alert('success', t('alerts.generateSuccess'));
      await onMetricsChanged();
      return { ok: true };
    } catch (error) {
      limitFrom(error, 'generations');
      return { ok: false, message: getErrorMessage(error, t, t('alerts.generateError')) };
    }
  };

  const download = async (job: Job, kind: 'cv' | 'cover_letter', format: DocumentFormat = 'pdf') => {
    const key = `${job.uuid}:${kind}:${format}`;
    setDownloading(key);
    try {
      const blob =
        kind === 'cv' ? await downloadCv(job.uuid, format) : await downloadCoverLetter(job.uuid, format);
      // Named after the generation's date, as the server names the same file.
      const generatedAt = job.generation ? new Date(job.generation.created_at) : new Date();
      saveBlob(blob, documentFileName(kind, job.position, job.uuid, generatedAt, format));
      alert('success', t(kind === 'cv' ? 'alerts.cvDownloadSuccess' : 'alerts.coverLetterDownloadSuccess'));
    } catch (error) {
      const fallback = t(kind === 'cv' ? 'alerts.cvDownloadError' : 'alerts.coverLetterDownloadError');
      alert(
        'error',
        error instanceof InvalidResponseFormatError
          ? t('errors:invalidResponse')
          : getErrorMessage(error, t, fallback),
      );
    } finally {
      setDownloading(null);
    }
  };

  // After a reload the report of the most recent generation comes back with its job.
  const latestJob = lastGeneration ? undefined : jobs.find((j) => j.generation);
  const shownGeneration: GenerateResponse | null =
    lastGeneration ?? (latestJob?.generation ? { ...latestJob, generation: latestJob.generation } : null);

  return {
    jobs,
    loading,
    reload,
    lastGeneration: shownGeneration,
    downloading,
    checkApplicationsLimit,
    checkGenerationsLimit,
    create,
    update,
    remove,
    generate,
    download,
  };
}
