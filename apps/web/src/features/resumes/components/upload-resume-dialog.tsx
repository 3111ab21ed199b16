import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Resume } from '@tailor/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ResumeUploadForm } from './resume-upload-form.tsx';

/** "Upload New Resume": closes and resets after a successful upload. */
export function UploadResumeDialog({
  opened,
  onClose,
  onUploaded,
  onLimitReached,
}: {
  opened: boolean;
  onClose: () => void;
  onUploaded: (resume: Resume) => void | Promise<void>;
  onLimitReached: () => void;
}) {
  const { t } = useTranslation('resumes');
  return (
    <Dialog opened={opened} onClose={onClose} title={t('upload.dialogTitle')} centered size="lg">
      <Text fz="sm" c="dimmed" mb="md">
        {t('upload.dialogText')}
      </Text>
      {/* Unmounted when closed, so the next opening starts from an empty form. */}
      {opened && (
        <ResumeUploadForm
          idPrefix="upload-dialog"
          onCancel={onClose}
          onLimitReached={() => {
            onClose();
            onLimitReached();
          }}
          onUploaded={async (resume) => {
            onClose();
            await onUploaded(resume);
          }}
        />
      )}
    </Dialog>
  );
}
