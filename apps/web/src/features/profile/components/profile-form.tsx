import { useState, type FormEvent } from 'react';
import { Avatar, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client.ts';
import { firstNameOf, useAppState } from '../../../stores/app-state.ts';
import { updateProfile } from '../api/update-profile.ts';

/** Avatar initial, editable full name, read-only email and Save changes. */
export function ProfileForm({ onChangePassword }: { onChangePassword: () => void }) {
  const { t } = useTranslation('profile');
  const user = useAppState((s) => s.user);
  const [fullname, setFullname] = useState(user?.fullname ?? '');
  const [saving, setSaving] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const initial = (firstNameOf(user)[0] ?? '?').toUpperCase();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const state = useAppState.getState();
    // A blank name is refused here, on the field, in the reader's language.
    if (fullname.trim() === '') {
      setFieldError(t('details.fullnameRequired'));
      return;
    }
    setFieldError(null);
    setSaving(true);
    try {
      state.setUser(await updateProfile(fullname));
      state.setAlert({ type: 'success', message: t('nameUpdated') });
    } catch (error) {
      // A refused name says why (e.g. blank); anything else gets the spec's message.
      if (error instanceof ApiClientError && error.status === 400)
        setFieldError(t('details.fullnameInvalid'));
      else state.setAlert({ type: 'error', message: t('errors:profile.updateName') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="profile-details-title">
      <form onSubmit={(e) => void save(e)}>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar
              size={64}
              radius="xl"
              color="indigo"
              variant="filled"
              data-testid="profile-avatar"
              aria-hidden
            >
              {initial}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz="lg" id="profile-details-title">
                {t('details.title')}
              </Title>
              <Text fz="sm" c="dimmed" truncate>
                {user?.email}
              </Text>
            </div>
          </Group>
          <TextInput
            label={t('details.fullname')}
            value={fullname}
            onChange={(e) => {
              setFullname(e.currentTarget.value);
              setFieldError(null);
            }}
            maxLength={120}
            required
            error={fieldError}
          />
          <TextInput
            label={t('details.email')}
            value={user?.email ?? ''}
            readOnly
            variant="filled"
            description={t('details.emailHint')}
          />
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={onChangePassword}
            >
              {t('password.open')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('details.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
