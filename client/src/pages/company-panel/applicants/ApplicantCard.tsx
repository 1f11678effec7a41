import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { ActionIcon, Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileText, IconStar, IconStarFilled, IconUser } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApplicantItem } from '../../../api/company-applicants';
import { ApplicationSource } from '../../../api/enums';
import { formatNumericDate } from '../../../lib/format-date';
import type { VacancyDetailsStore } from '../../../stores/company-panel/applicants/VacancyDetailsStore';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { ContactLinks, STAR_COLOR, TalentAvatar, TechnologyBadges } from './talent-bits';
import { OpenToOffersBadge, ProfileHeadline, ProfileLinks } from './talent-profile-bits';
import { useReadOnly } from '../../../components/view-as/use-read-only';
import { VacancyFitLine } from '../../../components/talents/VacancyFitLine';

/** One applicant of the vacancy: who, where the application stands, and what the company can do. */
export const ApplicantCard = observer(function ApplicantCard({
  item,
  store,
}: {
  item: ApplicantItem;
  store: VacancyDetailsStore;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const applicants = store.applicants;
  const name = item.fullName || item.email;
  const readOnly = useReadOnly();
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={nameId}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          mt={10}
          aria-label={t('applicants.selectCv', { name })}
          checked={applicants.isSelected(item.id)}
          onChange={() => applicants.toggleSelected(item.id)}
        />
        <TalentAvatar name={name} src={item.smallProfileImageUrl} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Group gap="xs" style={{ minWidth: 0 }}>
              <Title order={3} size="h5" id={nameId} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              <ApplicationStatusBadge status={item.status} />
              <OpenToOffersBadge profile={item.profile} />
              {item.source === ApplicationSource.Invitation && (
                <Badge size="sm" variant="light" color="violet" tt="none" title={t('applicants.invitedHint')}>
                  {t('applicants.invited')}
                </Badge>
              )}
            </Group>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              loading={applicants.isSavingFavorite(item.userId)}
              disabled={readOnly}
              aria-label={t(item.isFavorite ? 'applicants.unsaveTalent' : 'applicants.saveTalent', { name })}
              onClick={() => void applicants.toggleFavorite(item)}
            >
              {item.isFavorite ? (
                <IconStarFilled size={20} color={STAR_COLOR} aria-hidden />
              ) : (
                <IconStar size={20} aria-hidden />
              )}
            </ActionIcon>
          </Group>
          <ProfileHeadline profile={item.profile} />
          <ContactLinks email={item.email} phone={item.phone} />
          <ProfileLinks profile={item.profile} />
          <Text size="xs" c="dimmed">
            {t('applicants.appliedOn', { date: formatNumericDate(item.createdAt) })}
          </Text>
          <VacancyFitLine fit={item.vacancyFit} />
          <TechnologyBadges technologies={item.technologies} />
          <Group gap="xs" mt={4}>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconFileText size={16} aria-hidden />}
              onClick={() => store.application.record.open(item.id)}
            >
              {t('applicants.open')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconUser size={16} aria-hidden />}
              onClick={() => store.talent.record.open(item.userId)}
            >
              {t('applicants.talentDetails')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={applicants.isDownloadingCv(item.id)}
              onClick={() => void applicants.downloadCv(item)}
            >
              {t('applicants.downloadCv')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
});
