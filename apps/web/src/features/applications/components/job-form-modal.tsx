import { useTranslation } from 'react-i18next';
import type { Job } from '@tailor/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { ActionResult } from '../hooks/use-applications.ts';
import type { JobFields } from '../job-fields.ts';
import { JobForm } from './job-form.tsx';

/** The add modal (job null) and the edit modal (same fields). */
export function JobFormModal({
  mode,
  opened,
  job,
  onClose,
  onSubmit,
}: {
  mode: 'add' | 'edit';
  opened: boolean;
  job?: Job | null;
  onClose: () => void;
  onSubmit: (fields: JobFields) => Promise<ActionResult>;
}) {
  const { t } = useTranslation('applications');
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t(mode === 'add' ? 'modals.addTitle' : 'modals.editTitle')}
      centered
      size="lg"
    >
      {opened && (
        <JobForm
          idPrefix={`job-${mode}`}
          initial={
            job
              ? { position: job.position, employer: job.employer, job_description: job.job_description }
              : undefined
          }
          submitLabel={t(mode === 'add' ? 'modals.addSubmit' : 'modals.editSubmit')}
          onCancel={onClose}
          onSubmit={async (fields) => {
            const result = await onSubmit(fields);
            if (result.ok) onClose();
            return result;
          }}
        />
      )}
    </Dialog>
  );
}
