import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { adminModerationApi, type PendingVacancy } from '../../../api/admin-moderation';
import { formatNumericDate } from '../../../lib/format-date';
import { useStores } from '../../../stores/StoresContext';
import { DecisionButtons, ModerationQueue } from './ModerationQueue';
import { ModerationQueueStore } from '../../../stores/admin/ModerationQueueStore';
import { RejectDialog } from './RejectDialog';

/** The back office's "Vacancies": the review-mode queue, where staff open a waiting vacancy as
 *  the public would see it, approve it (public at once) or reject it with a reason for its company. */
export const AdminVacancyQueue = observer(function AdminVacancyQueue() {
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(() => {
    const api = adminModerationApi(root.http);
    return new ModerationQueueStore<PendingVacancy>({
      fetchPage: api.getPendingVacancies,
      approve: api.approveVacancy,
      reject: api.rejectVacancy,
    });
  });
  return (
    <>
      <ModerationQueue
        store={store}
        heading={t('adminVacancies.heading')}
        emptyText={t('adminVacancies.empty')}
        renderItem={(vacancy) => <VacancyCard vacancy={vacancy} store={store} />}
      />
      <RejectDialog
        store={store}
        title={t('adminVacancies.rejectTitle', { title: store.rejecting?.title ?? '' })}
        hint={t('adminVacancies.rejectHint')}
      />
    </>
  );
});

function VacancyCard({ vacancy, store }: { vacancy: PendingVacancy; store: ModerationQueueStore<PendingVacancy> }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {vacancy.title}
        </Text>
        {vacancy.titleGE && (
          <Text size="sm" c="dimmed" lang="ka" style={{ overflowWrap: 'anywhere' }}>
            {vacancy.titleGE}
          </Text>
        )}
        <Anchor
          component={Link}
          to={`/companies/${vacancy.company.transformedName}`}
          size="sm"
          style={{ alignSelf: 'flex-start' }}
        >
          {vacancy.company.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('adminModeration.waitingSince', { date: formatNumericDate(vacancy.updatedAt) })}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button
          component={Link}
          to={`/vacancies/${vacancy.id}?fromAdmin=true`}
          variant="default"
          size="compact-md"
          leftSection={<IconExternalLink size={16} aria-hidden />}
          aria-label={t('adminVacancies.openItem', { title: vacancy.title })}
        >
          {t('adminVacancies.open')}
        </Button>
        <DecisionButtons
          store={store}
          item={vacancy}
          name={vacancy.title}
          approveText={t('adminVacancies.approveText', { title: vacancy.title })}
        />
      </Group>
    </Group>
  );
}
