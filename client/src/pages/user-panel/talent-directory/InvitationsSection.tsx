import { Skeleton, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import { ListPagination } from '../../../components/content/ListPagination';
import { LoadError } from '../../../components/feedback/LoadError';
import type { TalentInvitationsStore } from '../../../stores/user-panel/talent-directory/TalentInvitationsStore';
import { PanelSection } from '../../panel/PanelSection';
import { DeclineDialog } from './DeclineDialog';
import { InvitationCard } from './InvitationCard';

/** The companies' invitations, newest first, a page at a time. */
export const InvitationsSection = observer(function InvitationsSection({ store }: { store: TalentInvitationsStore }) {
  const { t } = useTranslation();
  const { list } = store;
  return (
    <PanelSection title={t('talentDirectory.invitations.title')}>
      {!list.isLoaded ? (
        list.error ? (
          <LoadError onRetry={() => void list.load()} />
        ) : (
          <Stack gap="sm" aria-busy="true" aria-label={t('talentDirectory.invitations.loading')}>
            <Skeleton height={120} radius="lg" />
            <Skeleton height={120} radius="lg" />
          </Stack>
        )
      ) : list.isEmpty ? (
        <Text size="sm">{t('talentDirectory.invitations.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('talentDirectory.invitations.listLabel')}
          aria-busy={list.isLoading}
        >
          {list.items.map((invitation) => (
            <li key={invitation.id}>
              <InvitationCard invitation={invitation} store={store} />
            </li>
          ))}
        </Stack>
      )}
      {list.isLoaded && list.error && <LoadError onRetry={() => void list.load()} />}
      <ListPagination total={list.pageCount} value={list.page} onChange={(page) => void list.load(page)} />
      <DeclineDialog store={store} />
    </PanelSection>
  );
});
