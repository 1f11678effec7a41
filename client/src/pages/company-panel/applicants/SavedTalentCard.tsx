import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStarOff, IconUser } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import type { SavedTalentItem } from '../../../api/company-applicants';
import { formatNumericDate } from '../../../lib/format-date';
import type { SavedTalentsStore } from '../../../stores/company-panel/applicants/SavedTalentsStore';
import { useStores } from '../../../stores/StoresContext';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { TalentAvatar, TechnologyBadges } from './talent-bits';
import { useReadOnly } from '../../../components/view-as/use-read-only';

/** A saved talent: who, their stack, the company's vacancies they applied to, and the way out. */
export const SavedTalentCard = observer(function SavedTalentCard({
  item,
  store,
}: {
  item: SavedTalentItem;
  store: SavedTalentsStore;
}) {
  const { t } = useTranslation();
  const readOnly = useReadOnly();
  const { language } = useStores();
  const nameId = useId();
  const name = item.fullName || item.email;
  return (
    <Paper component="article" withBorder radius="lg" p="md" h="100%" aria-labelledby={nameId}>
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start">
          <TalentAvatar name={name} src={item.smallProfileImageUrl} size="lg" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h5" id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Anchor href={`mailto:${item.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.email}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('savedTalents.savedOn', { date: formatNumericDate(item.savedAt) })}
            </Text>
          </Stack>
        </Group>
        <TechnologyBadges technologies={item.technologies} />
        {item.applications.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('savedTalents.appliedTo')}
            </Text>
            <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
              {item.applications.map((job) => (
                <Group component="li" key={job.applicationId} justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor
                    component={Link}
                    to={`/companyPanel/vacancies/vacancyDetails/${job.vacancyId}`}
                    size="sm"
                    truncate
                  >
                    {language.pick(job.title, job.titleGE)}
                  </Anchor>
                  <ApplicationStatusBadge status={job.status} />
                </Group>
              ))}
            </Stack>
          </Stack>
        )}
        <Group gap="xs" mt="auto">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconUser size={16} aria-hidden />}
            onClick={() => store.talent.record.open(item.id)}
          >
            {t('savedTalents.talentDetails')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconStarOff size={16} aria-hidden />}
            loading={store.isRemoving(item.id)}
            disabled={readOnly}
            onClick={() => void store.remove(item.id)}
          >
            {t('savedTalents.remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
});
