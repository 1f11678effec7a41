import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import { Alert, Badge, Button, Group, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconLock, IconMessage, IconSend } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  adminSupportApi,
  type AdminSupportTicketListItem,
  SUPPORT_REPLY_MAX,
  SupportTicketStatus,
} from '../../../api/admin-support';
import { FormErrors } from '../../../components/forms/FormErrors';
import { useMessageText } from '../../../components/forms/message';
import { formatDateTime } from '../../../lib/format-date';
import { useStores } from '../../../stores/StoresContext';
import { serverText } from '../../../lib/forms/server-text';
import { PagedRows } from '../shared/PagedRows';
import { AdminSupportStore, type TicketFilter } from '../../../stores/admin/AdminSupportStore';

const STATUS_COLORS: Record<SupportTicketStatus, string> = {
  [SupportTicketStatus.Open]: 'orange',
  [SupportTicketStatus.Answered]: 'teal',
  [SupportTicketStatus.Closed]: 'gray',
};

function TicketBadges({ ticket }: { ticket: AdminSupportTicketListItem }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Badge variant="light" color={STATUS_COLORS[ticket.status]}>
        {t(`adminSupport.statuses.${ticket.status}`)}
      </Badge>
      <Badge variant="outline" color="gray">
        {t(`adminSupport.languages.${ticket.language}`)}
      </Badge>
      {ticket.account && <Badge variant="light">{t('adminSupport.signedIn')}</Badge>}
    </Group>
  );
}

/** The back office's "Support": the chat's tickets by status; one opened shows the message and the
 *  answers, and takes an answer (mailed to the visitor) or closes the ticket. */
export const AdminSupportTickets = observer(function AdminSupportTickets() {
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(() => new AdminSupportStore(adminSupportApi(root.http)));
  useEffect(() => {
    store.list.ensureLoaded();
  }, [store]);

  if (store.ticket) return <TicketView store={store} />;

  const { list } = store;
  return (
    <Stack gap="md" component="section" aria-label={t('adminSupport.heading')}>
      <Title order={2} size="h3">
        {t('adminSupport.heading')}
      </Title>
      <NativeSelect
        label={t('adminSupport.statusLabel')}
        value={store.status}
        onChange={(event) => store.setStatus(event.currentTarget.value as TicketFilter)}
        data={(['open', 'answered', 'closed', 'all'] as const).map((value) => ({
          value,
          label: t(`adminSupport.statusFilter.${value}`),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {store.openError && (
        <Alert color="red" variant="light" role="alert">
          {serverText(store.openError) ?? t('common.loadFailed')}
        </Alert>
      )}
      <PagedRows
        list={list}
        emptyText={t('adminSupport.empty')}
        totalText={(count) => t('adminSupport.total', { count })}
        renderItem={(ticket) => (
          <Paper
            key={ticket.id}
            component="li"
            withBorder
            radius="md"
            p="md"
            aria-label={t('adminSupport.ticketNumber', { id: ticket.id })}
          >
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {t('adminSupport.ticketFrom', { id: ticket.id, name: ticket.name })}
                  </Text>
                  <TicketBadges ticket={ticket} />
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {ticket.email} · {formatDateTime(ticket.createdAt)}
                </Text>
                <Text size="sm" lineClamp={2} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {ticket.message}
                </Text>
                {ticket.replyCount > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('adminSupport.answers', { count: ticket.replyCount })}
                  </Text>
                )}
              </Stack>
              <Button
                variant="default"
                size="compact-md"
                leftSection={<IconMessage size={16} aria-hidden />}
                loading={store.openingId === ticket.id}
                onClick={() => void store.open(ticket.id)}
                aria-label={t('adminSupport.openNamed', { id: ticket.id })}
              >
                {t('adminSupport.open')}
              </Button>
            </Group>
          </Paper>
        )}
      />
    </Stack>
  );
});

/** One ticket: the visitor's message, the answers so far, the answer form and closing. */
const TicketView = observer(function TicketView({ store }: { store: AdminSupportStore }) {
  const { t } = useTranslation();
  const root = useStores();
  const text = useMessageText();
  const ticket = store.ticket!;
  const form = store.replyForm;
  const heading = t('adminSupport.ticketFrom', { id: ticket.id, name: ticket.name });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.reply()) root.notify('success', t('adminSupport.replied', { email: ticket.email }));
  };
  const close = async () => {
    try {
      await store.close();
      root.notify('success', t('adminSupport.closedDone'));
    } catch (error) {
      root.notify('error', serverText(error) ?? t('errors.somethingWentWrong'));
    }
  };

  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        onClick={() => store.back()}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('adminSupport.back')}
      </Button>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {ticket.email} · {formatDateTime(ticket.createdAt)}
          </Text>
          {ticket.account && (
            <Text size="sm">
              {t('adminSupport.account', {
                who: ticket.account.name ? `${ticket.account.name} (${ticket.account.email})` : ticket.account.email,
              })}
            </Text>
          )}
        </Stack>
        <TicketBadges ticket={ticket} />
      </Group>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="article"
        aria-label={t('adminSupport.message')}
        lang={ticket.language}
      >
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{ticket.message}</Text>
      </Paper>
      {ticket.replies.length > 0 && (
        <Stack
          gap="sm"
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('adminSupport.answersHeading')}
        >
          {ticket.replies.map((reply) => (
            <Paper key={reply.id} component="li" withBorder radius="md" p="md" bg="gray.0">
              <Text size="xs" c="dimmed" mb={4}>
                {t('adminSupport.answeredBy', {
                  who: reply.author?.name ?? reply.author?.email ?? '—',
                  date: formatDateTime(reply.createdAt),
                })}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {reply.message}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      {store.isClosed ? (
        <Text c="dimmed" role="status">
          {t('adminSupport.closedNote')}
        </Text>
      ) : (
        <form onSubmit={(event) => void send(event)} noValidate aria-label={t('adminSupport.replyForm')}>
          <Stack gap="sm">
            <Textarea
              label={t('adminSupport.replyLabel')}
              description={t('adminSupport.replyHint', { language: t(`adminSupport.languages.${ticket.language}`) })}
              required
              rows={6}
              maxLength={SUPPORT_REPLY_MAX}
              value={form.values.message}
              onChange={(event) => form.set('message', event.currentTarget.value)}
              error={text(form.error('message'))}
            />
            <FormErrors messages={form.formErrors} />
            <Group gap="sm">
              <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={store.isReplying}>
                {t('adminSupport.send')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconLock size={16} aria-hidden />}
                loading={store.isClosing}
                onClick={() => void close()}
              >
                {t('adminSupport.close')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
});
