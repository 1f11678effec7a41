import '@mantine/core/styles/Input.css';
import '../../../styles/combobox';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApplicationDetails } from '../../../api/company-applicants';
import { ApplicationStatus } from '../../../api/enums';
import { formatNumericDate } from '../../../lib/format-date';
import type { ApplicationDetailsStore } from '../../../stores/company-panel/applicants/ApplicationDetailsStore';
import { useStores } from '../../../stores/StoresContext';
import { SETTABLE_STATUSES, statusLabelKey } from './application-status';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { DetailsDrawer, DrawerSection } from './drawer-bits';
import { ContactLinks, Fact, TalentAvatar, TechnologyBadges } from './talent-bits';
import { OpenToOffersBadge, ProfileDetails, ProfileHeadline, ProfileLinks } from './talent-profile-bits';
import { useReadOnly } from '../../../components/view-as/use-read-only';
import { VacancyFitLine } from '../../../components/talents/VacancyFitLine';

const ApplicationBody = observer(function ApplicationBody({
  details,
  store,
  rejectionMailOn,
}: {
  details: ApplicationDetails;
  store: ApplicationDetailsStore;
  rejectionMailOn: boolean;
}) {
  const { t } = useTranslation();
  const readOnly = useReadOnly();
  const { language } = useStores();
  const name = details.fullName || details.email;
  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="flex-start">
        <TalentAvatar name={name} src={details.smallProfileImageUrl} size="lg" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <ApplicationStatusBadge status={details.status} />
            <OpenToOffersBadge profile={details.profile} />
          </Group>
          <ProfileHeadline profile={details.profile} />
          <Text size="sm" c="dimmed">
            {t('applicants.application.appliedFor', {
              title: language.pick(details.vacancy.title, details.vacancy.titleGE),
            })}
          </Text>
          <ContactLinks email={details.email} phone={details.phone} />
          <ProfileLinks profile={details.profile} />
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Fact label={t('applicants.application.applied')}>{formatNumericDate(details.createdAt)}</Fact>
        {details.field && <Fact label={t('applicants.field')}>{details.field.name}</Fact>}
        {details.experience && <Fact label={t('applicants.experience')}>{details.experience.name}</Fact>}
      </SimpleGrid>
      <ProfileDetails profile={details.profile} />
      {(details.technologies.length > 0 || details.vacancyFit) && (
        <DrawerSection title={t('applicants.techStack')}>
          <VacancyFitLine fit={details.vacancyFit} />
          <TechnologyBadges technologies={details.technologies} />
        </DrawerSection>
      )}
      <DrawerSection title={t('applicants.application.message')}>
        {details.message?.trim() ? (
          <Paper bg="gray.0" radius="md" p="sm">
            {/* The talent's own words, as plain text with their line breaks. */}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {details.message}
            </Text>
          </Paper>
        ) : (
          <Text size="sm" c="dimmed">
            {t('applicants.application.noMessage')}
          </Text>
        )}
      </DrawerSection>
      <DrawerSection title={t('applicants.cv')}>
        <Group gap="sm" wrap="nowrap">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={store.isDownloading}
            onClick={() => void store.downloadCv()}
          >
            {t('applicants.downloadCv')}
          </Button>
          <Text size="sm" c="dimmed" truncate>
            {details.cvFileName}
          </Text>
        </Group>
      </DrawerSection>
      <Select
        label={t('applicants.application.status')}
        description={t(
          rejectionMailOn ? 'applicants.application.statusHint' : 'applicants.application.statusHintNoRejectionMail',
        )}
        data={SETTABLE_STATUSES.map((entry) => ({
          value: String(entry.status),
          label: t(statusLabelKey(entry.status)),
        }))}
        value={details.status === ApplicationStatus.New ? null : String(details.status)}
        placeholder={t(statusLabelKey(ApplicationStatus.New))}
        allowDeselect={false}
        disabled={readOnly}
        comboboxProps={{ withinPortal: true }}
        onChange={(value) => value && void store.setStatus(Number(value) as ApplicationStatus)}
      />
    </Stack>
  );
});

/** An application opened from the applicants: the talent, their message and CV, and its status. */
export const ApplicationDrawer = observer(function ApplicationDrawer({
  store,
  rejectionMailOn,
}: {
  store: ApplicationDetailsStore;
  rejectionMailOn: boolean;
}) {
  const { t } = useTranslation();
  const details = store.details;
  const name = details ? details.fullName || details.email : undefined;
  return (
    <DetailsDrawer
      opened={store.record.isOpen}
      onClose={() => store.record.close()}
      title={name ? t('applicants.application.titleOf', { name }) : t('applicants.application.title')}
      loadingLabel={t('applicants.application.loading')}
      notFoundText={t('applicants.application.notFound')}
      error={store.record.error}
      onRetry={() => void store.record.load()}
    >
      {details && <ApplicationBody details={details} store={store} rejectionMailOn={rejectionMailOn} />}
    </DetailsDrawer>
  );
});
