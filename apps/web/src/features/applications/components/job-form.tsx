import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emptyJobFields, validateJobFields, type JobFields } from '../job-fields.ts';
import type { ActionResult } from '../hooks/use-applications.ts';

export interface JobFormProps {
  initial?: JobFields;
  submitLabel: string;
  onSubmit: (fields: JobFields) => Promise<ActionResult>;
  onCancel?: () => void;
  idPrefix: string;
}

/** Position, employer and job description checked with the contract's job schema before anything is sent. */
export function JobForm({
  initial = emptyJobFields,
  submitLabel,
  onSubmit,
  onCancel,
  idPrefix,
}: JobFormProps) {
  const { t } = useTranslation('applications');
  const [fields, setFields] = useState<JobFields>(initial);
  const [problems, setProblems] = useState<ReturnType<typeof validateJobFields>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof JobFields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const problemText = (name: keyof JobFields) => {
    const problem = problems[name];
    return problem ? t(`validation.${problem}`) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateJobFields(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setError(null);
    setBusy(true);
    try {
      const result = await onSubmit(fields);
      if (result.ok) setFields(emptyJobFields);
      else setError(result.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <Stack gap="md">
        <TextInput
          id={`${idPrefix}-position`}
          label={t('form.position')}
          placeholder={t('form.positionPlaceholder')}
          value={fields.position}
          onChange={(e) => set('position')(e.currentTarget.value)}
          // In the add and edit dialogs, the first field takes the focus (not the close button).
          data-autofocus
          error={problemText('position')}
          required
          maxLength={200}
        />
        <TextInput
          id={`${idPrefix}-employer`}
          label={t('form.employer')}
          placeholder={t('form.employerPlaceholder')}
          value={fields.employer}
          onChange={(e) => set('employer')(e.currentTarget.value)}
          error={problemText('employer')}
          required
          maxLength={200}
        />
        <Textarea
          id={`${idPrefix}-description`}
          label={t('form.description')}
          placeholder={t('form.descriptionPlaceholder')}
          value={fields.job_description}
          onChange={(e) => set('job_description')(e.currentTarget.value)}
          error={problemText('job_description')}
          required
          autosize
          minRows={5}
          maxRows={14}
        />
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="job-form-error">
            <Text fz="sm">{error}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('actions.cancel')}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
