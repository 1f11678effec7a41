import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconStar, IconStarFilled } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import type { TalentDetails } from '../../../api/company-applicants';
import { formatNumericDate } from '../../../lib/format-date';
import type { TalentDetailsStore } from '../../../stores/company-panel/applicants/TalentDetailsStore';
import { useStores } from '../../../stores/StoresContext';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { DetailsDrawer, DrawerSection } from './drawer-bits';
import { ContactLinks, STAR_COLOR, TalentAvatar, TechnologyBadges } from './talent-bits';
import { OpenToOffersBadge, ProfileDetails, ProfileHeadline, ProfileLinks } from './talent-profile-bits';
import { useReadOnly } from '../../../components/view-as/use-read-only';

const TalentBody = observer(function TalentBody({
  details,
  store,
}: {
  details: TalentDetails;
  store: TalentDetailsStore;
}) {
  const { t } = useTranslation();
  const readOnly = useReadOnly();
  const { language } = useStores();
  const name = details.fullName || details.email;
  const background = [details.field?.name, details.experience?.name].filter(Boolean).join(' · ');
  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="flex-start">
        <TalentAvatar name={name} src={details.smallProfileImageUrl} size="lg" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {background && (
            <Text size="sm" c="dimmed">
              {background}
            </Text>
          )}
          <ProfileHeadline profile={details.profile} />
          <OpenToOffersBadge profile={details.profile} />
          <ContactLinks email={details.email} phone={details.phone} />
          <ProfileLinks profile={details.profile} />
        </Stack>
      </Group>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={
            details.isFavorite ? (
              <IconStarFilled size={16} color={STAR_COLOR} aria-hidden />
            ) : (
              <IconStar size={16} aria-hidden />
            )
          }
          loading={store.isSavingFavorite}
          disabled={readOnly}
          onClick={() => void store.toggleFavorite()}
        >
          {t(details.isFavorite ? 'applicants.talent.unsave' : 'applicants.talent.save')}
        </Button>
        {store.cvApplicationId !== undefined && (
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={store.isDownloading}
            onClick={() => void store.downloadCv()}
          >
            {t('applicants.downloadCv')}
          </Button>
        )}
      </Group>
      <ProfileDetails profile={details.profile} />
      <DrawerSection title={t('applicants.techStack')}>
        {details.technologies.length > 0 ? (
          <TechnologyBadges technologies={details.technologies} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('applicants.talent.noTechnologies')}
          </Text>
        )}
      </DrawerSection>
      <DrawerSection title={t('applicants.talent.appliedJobs')}>
        <Stack gap="xs">
          {details.appliedJobs.map((job) => (
            <Paper key={job.applicationId} withBorder radius="md" p="sm">
              <Stack gap={4}>
                <Anchor
                  component={Link}
                  to={`/companyPanel/vacancies/vacancyDetails/${job.vacancyId}`}
                  fw={500}
                  onClick={() => store.record.close()}
                >
                  {language.pick(job.title, job.titleGE)}
                </Anchor>
                <Group gap="xs">
                  <ApplicationStatusBadge status={job.status} />
                  <Text size="xs" c="dimmed">
                    {t('applicants.appliedOn', { date: formatNumericDate(job.createdAt) })}
                  </Text>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </DrawerSection>
      <DrawerSection title={t('applicants.talent.savedJobs')}>
        {details.savedJobs.length > 0 ? (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {details.savedJobs.map((job) => (
              <li key={job.vacancyId}>
                <Anchor
                  component={Link}
                  to={`/vacancies/${job.vacancyId}`}
                  size="sm"
                  onClick={() => store.record.close()}
                >
                  {language.pick(job.title, job.titleGE)}
                </Anchor>
              </li>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('applicants.talent.noSavedJobs')}
          </Text>
        )}
      </DrawerSection>
    </Stack>
  );
});

/** A talent who applied to the company: tech stack, latest CV, applied and saved jobs. */
export const TalentDrawer = observer(function TalentDrawer({ store }: { store: TalentDetailsStore }) {
  const { t } = useTranslation();
  return (
    <DetailsDrawer
      opened={store.record.isOpen}
      onClose={() => store.record.close()}
      title={t('applicants.talent.title')}
      loadingLabel={t('applicants.talent.loading')}
      notFoundText={t('applicants.talent.notFound')}
      error={store.record.error}
      onRetry={() => void store.record.load()}
    >
      {store.details && <TalentBody details={store.details} store={store} />}
    </DetailsDrawer>
  );
});
