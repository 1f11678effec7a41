import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconEye, IconLockOpen } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useSearchedList } from '../shared/list-page';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { adminAccountsApi, type AdminAccountItem } from '../../../api/admin-accounts';
import { AccountKind } from '../../../api/enums';
import { formatNumericDate } from '../../../lib/format-date';
import { useStores } from '../../../stores/StoresContext';
import { ReasonDialog } from '../ReasonDialog';
import { useConfirmedAction } from '../shared/use-confirmed-action';
import { PagedRows } from '../shared/PagedRows';
import { SearchToolbar } from '../shared/SearchToolbar';
import { useViewAs } from '../use-view-as';
import { AdminAccountsStore } from '../../../stores/admin/AdminAccountsStore';

const KIND_KEYS: Record<AccountKind, string> = {
  [AccountKind.None]: 'admin.kindStaff',
  [AccountKind.User]: 'admin.kindTalent',
  [AccountKind.Company]: 'admin.kindCompany',
};

const nameOf = (account: AdminAccountItem) => account.companyName ?? account.fullName ?? account.email;

/** The back office's "Accounts": talents and companies by e-mail or name, kind and block; view the
 *  site as one, block it with a reason or lift the block. */
export const AdminAccounts = observer(function AdminAccounts() {
  const { t } = useTranslation();
  const root = useStores();
  const viewAs = useViewAs();
  const [store] = useState(() => new AdminAccountsStore(adminAccountsApi(root.http)));
  useSearchedList(store);

  const confirmation = useConfirmedAction();
  const askUnblock = (account: AdminAccountItem) =>
    confirmation.ask({
      title: t('adminAccounts.unblockTitle', { name: nameOf(account) }),
      text: t('adminAccounts.unblockText', { name: nameOf(account) }),
      confirmLabel: t('adminAccounts.unblock'),
      color: 'teal',
      run: async () => {
        await store.unblock(account);
        root.notify('success', t('adminAccounts.unblocked', { name: nameOf(account) }));
      },
    });

  const { list } = store;
  const blocking = store.blocking;
  return (
    <Stack gap="md" component="section" aria-label={t('adminAccounts.heading')}>
      <Title order={2} size="h3">
        {t('adminAccounts.heading')}
      </Title>
      <SearchToolbar
        search={store.search}
        searchLabel={t('adminAccounts.searchLabel')}
        searchPlaceholder={t('adminAccounts.searchPlaceholder')}
        selects={[
          {
            filter: 'kind',
            label: t('adminAccounts.kindLabel'),
            options: [
              { value: 'all', label: t('adminAccounts.kindAll') },
              { value: 'talents', label: t('adminAccounts.kindTalents') },
              { value: 'companies', label: t('adminAccounts.kindCompanies') },
            ],
          },
          {
            filter: 'block',
            label: t('adminAccounts.blockLabel'),
            options: [
              { value: 'all', label: t('adminAccounts.blockAll') },
              { value: 'blocked', label: t('adminAccounts.blockBlocked') },
              { value: 'active', label: t('adminAccounts.blockActive') },
            ],
          },
        ]}
      />
      <PagedRows
        list={list}
        emptyText={t('adminAccounts.empty')}
        totalText={(count) => t('adminAccounts.total', { count })}
        renderItem={(account) => (
          <Paper key={account.id} component="li" withBorder radius="md" p="md" aria-label={nameOf(account)}>
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {nameOf(account)}
                  </Text>
                  <Badge variant="light">{t(account.isStaff ? 'admin.kindStaff' : KIND_KEYS[account.userType])}</Badge>
                  {account.isBlocked && (
                    <Badge variant="filled" color="red">
                      {t('adminAccounts.blocked')}
                    </Badge>
                  )}
                  <Badge variant="light" color={account.isEmailVerified ? 'teal' : 'gray'}>
                    {t(account.isEmailVerified ? 'admin.verified' : 'admin.notVerified')}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {account.email}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('admin.createdAt', { date: formatNumericDate(account.createdAt) })}
                </Text>
              </Stack>
              {!account.isStaff && (
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="compact-md"
                    leftSection={<IconEye size={16} aria-hidden />}
                    loading={root.admin.isCreatingViewAsLink}
                    disabled={account.isBlocked}
                    onClick={() => void viewAs(account.id)}
                    aria-label={t('adminAccounts.viewAsNamed', { name: nameOf(account) })}
                  >
                    {t('admin.viewAs')}
                  </Button>
                  {account.isBlocked ? (
                    <Button
                      variant="light"
                      size="compact-md"
                      leftSection={<IconLockOpen size={16} aria-hidden />}
                      loading={store.busyId === account.id}
                      onClick={() => askUnblock(account)}
                      aria-label={t('adminAccounts.unblockNamed', { name: nameOf(account) })}
                    >
                      {t('adminAccounts.unblock')}
                    </Button>
                  ) : (
                    <Button
                      variant="light"
                      color="red"
                      size="compact-md"
                      leftSection={<IconBan size={16} aria-hidden />}
                      onClick={() => store.openBlock(account)}
                      aria-label={t('adminAccounts.blockNamed', { name: nameOf(account) })}
                    >
                      {t('adminAccounts.block')}
                    </Button>
                  )}
                </Group>
              )}
            </Group>
          </Paper>
        )}
      />
      <ReasonDialog
        opened={!!blocking}
        title={t('adminAccounts.blockTitle', { name: blocking ? nameOf(blocking) : '' })}
        hint={t('adminAccounts.blockHint')}
        confirmLabel={t('adminAccounts.block')}
        loading={store.busyId !== undefined && store.busyId === blocking?.id}
        onSubmit={async (reason) => {
          const name = blocking ? nameOf(blocking) : '';
          await store.confirmBlock(reason);
          root.notify('success', t('adminAccounts.blockedDone', { name }));
        }}
        onClose={() => store.closeBlock()}
      />
      {confirmation.dialog}
    </Stack>
  );
});
