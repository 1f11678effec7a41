import '@mantine/core/styles/Input.css';
import { Alert, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useSearchedList } from '../shared/list-page';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { adminDashboardApi } from '../../../api/admin-dashboard';
import { ListPagination } from '../../../components/content/ListPagination';
import { PageLoader } from '../../../components/feedback/PageLoader';
import { useStores } from '../../../stores/StoresContext';
import { adminAuditLog } from '../../../stores/admin/AdminAuditLogStore';
import { AuditRows } from './AuditRows';

/** The back office's "Audit log": every staff action, newest first, filtered by action or area. */
export const AdminAuditLog = observer(function AdminAuditLog() {
  const { t } = useTranslation();
  const root = useStores();
  const [search] = useState(() => adminAuditLog(adminDashboardApi(root.http)));
  useSearchedList(search);

  const { list } = search;
  return (
    <Stack gap="md" component="section" aria-label={t('adminAudit.heading')}>
      <Title order={2} size="h3">
        {t('adminAudit.heading')}
      </Title>
      <TextInput
        label={t('adminAudit.filterLabel')}
        description={t('adminAudit.filterHint')}
        placeholder="accounts"
        value={search.searchText}
        onChange={(event) => search.setSearchText(event.currentTarget.value)}
        error={search.isSearchValid ? undefined : t('adminAudit.filterInvalid')}
        leftSection={<IconFilter size={16} aria-hidden />}
        maxLength={60}
        maw={420}
      />
      {list.error ? (
        <Alert color="red" variant="light" role="alert">
          {Object.values(list.error.errors).flat()[0] ?? t('common.loadFailed')}
        </Alert>
      ) : !list.isLoaded ? (
        <PageLoader />
      ) : list.isEmpty ? (
        <Text c="dimmed" role="status">
          {t('adminAudit.empty')}
        </Text>
      ) : (
        <AuditRows rows={list.items} busy={list.isLoading} />
      )}
      <ListPagination total={list.pageCount} value={list.page} onChange={(page) => void list.load(page)} />
    </Stack>
  );
});
