import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Input.css';
import { Anchor, Badge, Blockquote, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconCheck, IconEye, IconEyeOff } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { type AdminReport, adminReportsApi, type ReportAccount, ReportStatus } from '../../../api/admin-reports';
import { ReportItemType } from '../../../api/reports';
import { formatNumericDate } from '../../../lib/format-date';
import type { FieldMessage } from '../../../lib/forms/form-state';
import { useStores } from '../../../stores/StoresContext';
import { ConfirmDialog } from '../../companies/ConfirmDialog';
import { serverText } from '../../../lib/forms/server-text';
import { ReasonDialog } from '../ReasonDialog';
import { useConfirmedAction } from '../shared/use-confirmed-action';
import { PagedRows } from '../shared/PagedRows';
import { useViewAs } from '../use-view-as';
import { AdminReportsStore, type ItemFilter, type StatusFilter } from '../../../stores/admin/AdminReportsStore';

const STATUS_COLORS: Record<ReportStatus, string> = {
  [ReportStatus.Open]: 'orange',
  [ReportStatus.Dismissed]: 'gray',
  [ReportStatus.Actioned]: 'teal',
};

/** "Name (e-mail)" of an account a report names. */
const accountLine = (account: ReportAccount) => (account.name ? `${account.name} (${account.email})` : account.email);

/** The back office's "Reports": what signed-in people reported, by status and kind; staff hide the
 *  item, dismiss the report or block the account behind the item, and suspend the invitations of
 *  the company behind a reported invitation. */
export const AdminReports = observer(function AdminReports() {
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(() => new AdminReportsStore(adminReportsApi(root.http)));
  const [hideErrors, setHideErrors] = useState<FieldMessage[]>([]);
  useEffect(() => {
    store.list.ensureLoaded();
  }, [store]);

  const confirmHide = async () => {
    setHideErrors([]);
    try {
      await store.confirmHide();
      root.notify('success', t('adminReports.hidden'));
    } catch (error) {
      setHideErrors([{ text: serverText(error) ?? t('errors.somethingWentWrong') }]);
    }
  };

  return (
    <Stack gap="md" component="section" aria-label={t('adminReports.heading')}>
      <Title order={2} size="h3">
        {t('adminReports.heading')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('adminReports.statusLabel')}
          value={store.status}
          onChange={(event) => store.setStatus(event.currentTarget.value as StatusFilter)}
          data={(['open', 'dismissed', 'actioned', 'all'] as const).map((value) => ({
            value,
            label: t(`adminReports.statusFilter.${value}`),
          }))}
        />
        <NativeSelect
          label={t('adminReports.itemLabel')}
          value={store.itemType}
          onChange={(event) => store.setItemType(event.currentTarget.value as ItemFilter)}
          data={(['all', 'vacancies', 'companies', 'reviews', 'invitations'] as const).map((value) => ({
            value,
            label: t(`adminReports.itemFilter.${value}`),
          }))}
        />
      </Group>
      <PagedRows
        list={store.list}
        emptyText={t('adminReports.empty')}
        totalText={(count) => t('adminReports.total', { count })}
        renderItem={(report) => <ReportCard key={report.id} report={report} store={store} />}
      />
      <ConfirmDialog
        opened={!!store.hiding}
        title={t('adminReports.hideTitle')}
        text={t(`adminReports.hideText.${store.hiding?.itemType ?? 1}`, { title: store.hiding?.item?.title ?? '' })}
        confirmLabel={t('adminReports.hide')}
        loading={store.busyId !== undefined && store.busyId === store.hiding?.id}
        errors={hideErrors}
        onConfirm={() => void confirmHide()}
        onClose={() => {
          setHideErrors([]);
          store.closeHide();
        }}
      />
      <ReasonDialog
        opened={!!store.blocking}
        title={t('adminReports.blockTitle', {
          name: store.blocking?.item?.owner ? accountLine(store.blocking.item.owner) : '',
        })}
        hint={t('adminReports.blockHint')}
        confirmLabel={t('adminReports.block')}
        loading={store.busyId !== undefined && store.busyId === store.blocking?.id}
        onSubmit={async (reason) => {
          await store.confirmBlock(reason);
          root.notify('success', t('adminReports.blocked'));
        }}
        onClose={() => store.closeBlock()}
      />
      <ReasonDialog
        opened={!!store.suspending}
        title={t('adminReports.suspendTitle', { name: store.suspending?.item?.company.name ?? '' })}
        hint={t('adminReports.suspendHint')}
        confirmLabel={t('adminReports.suspend')}
        loading={store.busyId !== undefined && store.busyId === store.suspending?.id}
        onSubmit={async (reason) => {
          await store.confirmSuspend(reason);
          root.notify('success', t('adminReports.suspended'));
        }}
        onClose={() => store.closeSuspend()}
      />
    </Stack>
  );
});

/** One report: its item (linked), why and by whom, the item's owner, and the actions while open. */
const ReportCard = observer(function ReportCard({ report, store }: { report: AdminReport; store: AdminReportsStore }) {
  const { t } = useTranslation();
  const root = useStores();
  const viewAs = useViewAs();
  const { item } = report;
  const title = item?.title ?? t('adminReports.itemGone');
  const open = report.status === ReportStatus.Open;
  const invitation = item?.type === ReportItemType.Invitation;

  const confirmation = useConfirmedAction();
  const askDismiss = () =>
    confirmation.ask({
      title: t('adminReports.dismissTitle', { title }),
      text: t('adminReports.dismissText'),
      confirmLabel: t('adminReports.dismiss'),
      // The list may move on meanwhile (another staff member's decision): a refusal is a toast.
      run: async () => {
        try {
          await store.dismiss(report);
          root.notify('success', t('adminReports.dismissed'));
        } catch (error) {
          root.notify('error', serverText(error) ?? t('errors.somethingWentWrong'));
        }
      },
    });

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={t('adminReports.reportOf', { title })}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light">{t(`adminReports.itemTypes.${report.itemType}`)}</Badge>
          <Badge variant="light" color="red">
            {t(`reportContent.reasons.${report.reason}`)}
          </Badge>
          <Badge variant="light" color={STATUS_COLORS[report.status]}>
            {t(`adminReports.statuses.${report.status}`)}
          </Badge>
          {item && !item.isPublic && (
            <Badge variant="outline" color="gray">
              {t('adminReports.notPublic')}
            </Badge>
          )}
        </Group>
        {item ? (
          <Anchor
            component={Link}
            to={item.link}
            fw={600}
            style={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}
          >
            {item.title}
          </Anchor>
        ) : (
          <Text fw={600}>{title}</Text>
        )}
        {item && item.type !== ReportItemType.Company && (
          <Text size="sm" c="dimmed">
            {t('adminReports.ofCompany', { name: item.company.name })}
          </Text>
        )}
        {item?.summary && (
          // An invitation's message is what staff judge: shown whole.
          <Text
            size="sm"
            lineClamp={invitation ? undefined : 3}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {item.summary}
          </Text>
        )}
        {report.details && (
          <Blockquote p="xs" color="gray" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {report.details}
          </Blockquote>
        )}
        <Text size="sm">
          {report.reporter
            ? t('adminReports.reportedBy', {
                who: accountLine(report.reporter),
                date: formatNumericDate(report.createdAt),
              })
            : t('adminReports.reportedByDeleted', { date: formatNumericDate(report.createdAt) })}
        </Text>
        {item && (
          <Group gap="xs">
            <Text size="sm">
              {item.owner ? t('adminReports.owner', { who: accountLine(item.owner) }) : t('adminReports.noOwner')}
            </Text>
            {item.owner?.isBlocked && (
              <Badge variant="filled" color="red" size="sm">
                {t('adminReports.ownerBlocked')}
              </Badge>
            )}
          </Group>
        )}
        {open && report.openReportsOfItem > 1 && (
          <Text size="sm" c="orange">
            {t('adminReports.openOfItem', { count: report.openReportsOfItem })}
          </Text>
        )}
        {report.resolvedAt && (
          <Text size="xs" c="dimmed">
            {t('adminReports.resolvedBy', {
              who: report.resolvedBy ? accountLine(report.resolvedBy) : '—',
              date: formatNumericDate(report.resolvedAt),
            })}
          </Text>
        )}
        {open && (
          <Group gap="xs" mt={4}>
            {item?.isPublic && (
              <Button
                color="red"
                size="compact-md"
                leftSection={<IconEyeOff size={16} aria-hidden />}
                disabled={store.busyId !== undefined}
                onClick={() => store.openHide(report)}
                aria-label={t('adminReports.hideNamed', { title })}
              >
                {t('adminReports.hide')}
              </Button>
            )}
            <Button
              variant="default"
              size="compact-md"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={store.busyId === report.id && !store.hiding && !store.blocking && !store.suspending}
              disabled={store.busyId !== undefined}
              onClick={askDismiss}
              aria-label={t('adminReports.dismissNamed', { title })}
            >
              {t('adminReports.dismiss')}
            </Button>
            {invitation && (
              <Button
                color="red"
                size="compact-md"
                leftSection={<IconBan size={16} aria-hidden />}
                disabled={store.busyId !== undefined}
                onClick={() => store.openSuspend(report)}
                aria-label={t('adminReports.suspendNamed', { title })}
              >
                {t('adminReports.suspend')}
              </Button>
            )}
            {item?.owner && !item.owner.isBlocked && (
              <>
                {!invitation && (
                  <Button
                    variant="light"
                    color="red"
                    size="compact-md"
                    leftSection={<IconBan size={16} aria-hidden />}
                    disabled={store.busyId !== undefined}
                    onClick={() => store.openBlock(report)}
                    aria-label={t('adminReports.blockNamed', { title })}
                  >
                    {t('adminReports.block')}
                  </Button>
                )}
                <Button
                  variant="subtle"
                  size="compact-md"
                  leftSection={<IconEye size={16} aria-hidden />}
                  loading={root.admin.isCreatingViewAsLink}
                  onClick={() => void viewAs(item.owner!.id)}
                  aria-label={t('adminReports.viewAsNamed', { who: accountLine(item.owner) })}
                >
                  {t('admin.viewAs')}
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
      {confirmation.dialog}
    </Paper>
  );
});
