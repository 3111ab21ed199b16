import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type Resume } from '@tailor/contract';
import { ApiClientError, getErrorMessage } from '../../../lib/api-client.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { uploadResume } from '../api/upload-resume.ts';
import { RESUME_ACCEPT, titleFromFileName, validateResumeUpload } from '../resume-upload.ts';

export interface ResumeUploadFormProps {
  /** Called after a successful upload with the new resume (reload the list, refresh metrics, open it). */
  onUploaded: (resume: Resume) => void | Promise<void>;
  /** The resume limit is reached: open the limit dialog. */
  onLimitReached: () => void;
  onCancel?: () => void;
  /** Text of the fallback error when the server says nothing useful. */
  fallbackErrorKey?: 'uploadError' | 'uploadResume';
  idPrefix: string;
}

/** Title + PDF/DOCX file, validated (title, a PDF or DOCX file of at most 5 MB), then POST /resumes/{title}. */
export function ResumeUploadForm({
  onUploaded,
  onLimitReached,
  onCancel,
  fallbackErrorKey = 'uploadError',
  idPrefix,
}: ResumeUploadFormProps) {
  const { t } = useTranslation('resumes');
  const [title, setTitle] = useState('');
  // A title typed by the user is theirs; one taken from a file's name follows the next file.
  const [ownTitle, setOwnTitle] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [badField, setBadField] = useState<'title' | 'file' | null>(null);
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLButtonElement>(null);
  const errorId = `${idPrefix}-error`;

  const chooseFile = (next: File | null) => {
    setFile(next);
    if (badField === 'file') setBadField(null);
    if (next && (!ownTitle || title.trim() === '')) {
      setTitle(titleFromFileName(next.name));
      setOwnTitle(false);
      if (badField === 'title') setBadField(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateResumeUpload(title, file);
    if (problem) {
      setError(t(`validation.${problem}`));
      // The field at fault is marked and takes the focus, so the next step is where the user is.
      const field = problem === 'titleRequired' ? 'title' : 'file';
      setBadField(field);
      (field === 'title' ? titleRef : fileRef).current?.focus();
      return;
    }
    setBadField(null);
    const metrics = useAppState.getState().metrics;
    if (metrics && metrics.resumes_count >= metrics.resumes_limit) {
      setError(t('errors:limits.resumes'));
      onLimitReached();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const resume = await uploadResume(title, file as File);
      useAppState
        .getState()
        .setAlert({ type: 'success', message: t('upload.success', { title: title.trim() }) });
      setTitle('');
      setOwnTitle(false);
      setFile(null);
      await onUploaded(resume);
    } catch (err) {
      if (err instanceof ApiClientError && err.code === ErrorCode.resumesLimitReached) onLimitReached();
      setError(getErrorMessage(err, t, t(`errors:resumes.${fallbackErrorKey}`)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <Stack gap="md">
        <TextInput
          id={`${idPrefix}-title`}
          label={t('upload.titleLabel')}
          placeholder={t('upload.titlePlaceholder')}
          ref={titleRef}
          // In the Upload dialog, the first field takes the focus (not the close button).
          data-autofocus
          value={title}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            setOwnTitle(true);
            if (badField === 'title') setBadField(null);
          }}
          error={badField === 'title'}
          aria-describedby={badField === 'title' ? errorId : undefined}
          required
          maxLength={200}
        />
        {/* Drop a file anywhere on this area, or click or tap the field to choose one. */}
        <Dropzone
          onDrop={(files) => {
            if (files[0]) chooseFile(files[0]);
          }}
          multiple={false}
          activateOnClick={false}
          activateOnKeyboard={false}
          useFsAccessApi={false}
          // The drop area's inner layer ignores the pointer by default, which would swallow the
          // click or tap meant for the file field inside it.
          enablePointerEvents
          // The field below is the one to use by keyboard and screen reader; the drop area's own
          // input stays out of their way.
          inputProps={{ 'aria-hidden': true, tabIndex: -1 }}
          disabled={busy}
          p="sm"
          radius="md"
          data-testid={`${idPrefix}-dropzone`}
        >
          <Stack gap={6}>
            <FileInput
              id={`${idPrefix}-file`}
              label={t('upload.fileLabel')}
              description={t('upload.fileHint')}
              placeholder={t('upload.filePlaceholder')}
              // The prompt is what the empty field says: it needs a readable contrast.
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
              accept={RESUME_ACCEPT}
              ref={fileRef}
              value={file}
              onChange={chooseFile}
              error={badField === 'file'}
              aria-describedby={badField === 'file' ? errorId : undefined}
              clearable
              clearButtonProps={{ 'aria-label': t('upload.clearFile') }}
              required
              leftSection={<IconFileUpload size={18} aria-hidden />}
            />
            <Text fz="xs" c="dimmed" ta="center">
              {t('upload.dropHint')}
            </Text>
          </Stack>
        </Dropzone>
        {error && (
          <Alert color="red" variant="light" role="alert" id={errorId} data-testid="upload-error">
            <Text fz="sm">{error}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('actions.cancel')}
            </Button>
          )}
          <Button type="submit" loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
            {t('upload.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
