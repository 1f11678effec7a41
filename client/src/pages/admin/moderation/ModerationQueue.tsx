import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { serverText } from '../../../lib/forms/server-text';
import { ListPagination } from '../../../components/content/ListPagination';
import { LoadError } from '../../../components/feedback/LoadError';
import { PageLoader } from '../../../components/feedback/PageLoader';
import { useStores } from '../../../stores/StoresContext';
import { useConfirmedAction } from '../shared/use-confirmed-action';
import type { ModerationQueueStore } from '../../../stores/admin/ModerationQueueStore';

interface ModerationQueueProps<T extends { id: number }> {
  store: ModerationQueueStore<T>;
  heading: string;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
}

function ModerationQueueView<T extends { id: number }>({
  store,
  heading,
  emptyText,
  renderItem,
}: ModerationQueueProps<T>) {
  const { t } = useTranslation();
  const { list } = store;
  useEffect(() => {
    list.ensureLoaded();
  }, [list]);
  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={2} size="h3">
          {heading}
        </Title>
        {list.isLoaded && (
          <Text c="dimmed" size="sm" role="status">
            {t('adminModeration.waiting', { count: list.totalCount })}
          </Text>
        )}
      </Group>
      {list.error ? (
        <LoadError onRetry={() => void list.load()} />
      ) : !list.isLoaded ? (
        <PageLoader />
      ) : list.isEmpty ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={list.isLoading}>
          {list.items.map((item) => (
            <Paper key={item.id} component="li" withBorder radius="md" p="md">
              {renderItem(item)}
            </Paper>
          ))}
        </Stack>
      )}
      <ListPagination total={list.pageCount} value={list.page} onChange={(page) => void list.load(page)} />
    </Stack>
  );
}

/** A queue section of the back office: its heading and count, the waiting items one card each
 *  (drawn by `renderItem`), the empty and failed states, and the pages. */
export const ModerationQueue = observer(ModerationQueueView) as <T extends { id: number }>(
  props: ModerationQueueProps<T>,
) => ReactElement;

/** Approve and Reject for one waiting item; `name` tells them apart for a screen reader. Approve
 *  asks first (`approveText` says what follows), Reject asks the reason (RejectDialog). */
export const DecisionButtons = observer(function DecisionButtons({
  store,
  item,
  name,
  approveText,
}: {
  store: ModerationQueueStore<{ id: number }>;
  item: { id: number };
  name: string;
  approveText: string;
}) {
  const { t } = useTranslation();
  const root = useStores();
  const confirmation = useConfirmedAction();
  const askApprove = () =>
    confirmation.ask({
      title: t('adminModeration.approveTitle', { name }),
      text: approveText,
      confirmLabel: t('adminModeration.approve'),
      color: 'teal',
      // A refusal is a toast, not a line in the question: a conflict re-reads the queue, which may
      // take the item (and its question) away.
      run: async () => {
        try {
          root.notify('success', await store.approve(item));
        } catch (error) {
          root.notify('error', serverText(error) || t('errors.somethingWentWrong'));
        }
      },
    });
  return (
    <Group gap="xs">
      <Button
        color="teal"
        size="compact-md"
        leftSection={<IconCheck size={16} aria-hidden />}
        loading={store.decidingId === item.id && !store.rejecting}
        disabled={store.isDeciding}
        onClick={askApprove}
        aria-label={t('adminModeration.approveItem', { name })}
      >
        {t('adminModeration.approve')}
      </Button>
      <Button
        variant="light"
        color="red"
        size="compact-md"
        leftSection={<IconX size={16} aria-hidden />}
        disabled={store.isDeciding}
        onClick={() => store.openReject(item)}
        aria-label={t('adminModeration.rejectItem', { name })}
      >
        {t('adminModeration.reject')}
      </Button>
      {confirmation.dialog}
    </Group>
  );
});
