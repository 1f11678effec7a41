import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { UserProfile } from '../../api/users-profile';
import { formatNumericDate } from '../../lib/format-date';
import type { TalentCvStore } from '../../stores/user-panel/TalentCvStore';
import { CV_ACCEPT } from '../../stores/vacancies/ApplyFormStore';
import classes from '../../components/auth/ImagePicker.module.css';
import { ConfirmDialog } from '../companies/ConfirmDialog';
import { PanelSection } from './PanelSection';

/** The talent's CV: the current file with its date and a download, a new upload, and removal. */
export const TalentCvSection = observer(function TalentCvSection({
  profile,
  cv,
}: {
  profile: UserProfile;
  cv: TalentCvStore;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    void cv.upload(event.currentTarget.files?.[0] ?? null);
    // The same file may be picked again after a refusal.
    event.currentTarget.value = '';
  };
  const uploadedAt = formatNumericDate(profile.cvUploadedAt);

  return (
    <PanelSection title={t('talentProfile.cv.title')}>
      {profile.cvFileName ? (
        <Group gap="md" justify="space-between" wrap="wrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFileText size={28} aria-hidden />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {profile.cvFileName}
              </Text>
              {uploadedAt && (
                <Text size="sm" c="dimmed">
                  {t('talentProfile.cv.uploadedAt', { date: uploadedAt })}
                </Text>
              )}
            </div>
          </Group>
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={cv.downloading}
              onClick={() => void cv.download(profile.cvFileName)}
            >
              {t('talentProfile.cv.download')}
            </Button>
            <Button
              variant="outline"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => cv.askRemoval()}
            >
              {t('talentProfile.cv.remove')}
            </Button>
          </Group>
        </Group>
      ) : (
        <Text c="dimmed">{t('talentProfile.cv.none')}</Text>
      )}
      <Stack gap={4} align="flex-start">
        <div>
          <input
            id={inputId}
            type="file"
            accept={CV_ACCEPT}
            className={classes.input}
            onChange={onFile}
            disabled={cv.uploading}
            aria-describedby={`${inputId}-hint`}
          />
          <Button
            component="label"
            htmlFor={inputId}
            variant="default"
            className={classes.button}
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={cv.uploading}
          >
            {t('talentProfile.cv.upload')}
          </Button>
        </div>
        <Text size="xs" c="dimmed" id={`${inputId}-hint`}>
          {t('vacancyPage.apply.cvHint')}
        </Text>
      </Stack>
      <ConfirmDialog
        opened={cv.confirmingRemoval}
        title={t('talentProfile.cv.removeTitle')}
        text={t('talentProfile.cv.removeText')}
        confirmLabel={t('talentProfile.cv.remove')}
        loading={cv.removing}
        errors={cv.removalErrors}
        onConfirm={() => void cv.remove()}
        onClose={() => cv.cancelRemoval()}
      />
    </PanelSection>
  );
});
