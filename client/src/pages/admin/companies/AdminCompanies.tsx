import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconEye, IconPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useSearchedList } from '../shared/list-page';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { adminCompaniesApi, type AdminCompanyItem } from '../../../api/admin-companies';
import { formatNumericDate } from '../../../lib/format-date';
import { useStores } from '../../../stores/StoresContext';
import { PagedRows } from '../shared/PagedRows';
import { SearchToolbar } from '../shared/SearchToolbar';
import { useConfirmedAction } from '../shared/use-confirmed-action';
import { useViewAs } from '../use-view-as';
import { AdminClaims } from './AdminClaims';
import { AdminClaimsStore } from '../../../stores/admin/AdminClaimsStore';
import { AdminCompaniesStore } from '../../../stores/admin/AdminCompaniesStore';
import { CreateCompanyPageDialog } from './CreateCompanyPageDialog';

/** The back office's "Companies": the claims queue, then every company with search and filters;
 *  verify or revoke, create an unclaimed page, view the site as a company's account. */
export const AdminCompanies = observer(function AdminCompanies() {
  const { t } = useTranslation();
  const root = useStores();
  const [stores] = useState(() => {
    const api = adminCompaniesApi(root.http);
    const companies = new AdminCompaniesStore(api);
    return { companies, claims: new AdminClaimsStore(api, () => companies.refresh()) };
  });
  const { companies: store } = stores;
  useSearchedList(store);

  return (
    <Stack gap="xl">
      <AdminClaims store={stores.claims} />
      <Stack gap="md" component="section" aria-label={t('adminCompanies.heading')}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} size="h3">
            {t('adminCompanies.heading')}
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => store.openCreate()}>
            {t('adminCompanies.createPage')}
          </Button>
        </Group>
        <SearchToolbar
          search={store.search}
          searchLabel={t('adminCompanies.searchLabel')}
          searchPlaceholder={t('adminCompanies.searchPlaceholder')}
          selects={[
            {
              filter: 'verified',
              label: t('adminCompanies.verifiedLabel'),
              options: [
                { value: 'all', label: t('adminCompanies.filterAll') },
                { value: 'yes', label: t('adminCompanies.verified') },
                { value: 'no', label: t('adminCompanies.notVerified') },
              ],
            },
            {
              filter: 'claimable',
              label: t('adminCompanies.claimableLabel'),
              options: [
                { value: 'all', label: t('adminCompanies.filterAll') },
                { value: 'yes', label: t('adminCompanies.unclaimed') },
                { value: 'no', label: t('adminCompanies.claimed') },
              ],
            },
          ]}
        />
        <CompanyList store={store} />
      </Stack>
      <CreateCompanyPageDialog store={store} />
    </Stack>
  );
});

const CompanyList = observer(function CompanyList({ store }: { store: AdminCompaniesStore }) {
  const { t } = useTranslation();
  const root = useStores();
  const viewAs = useViewAs();
  const { list } = store;
  const confirmation = useConfirmedAction();

  // Asked first (issue 22): the verified mark shows on the company's page, vacancies and search.
  const askVerification = (company: AdminCompanyItem, verified: boolean) =>
    confirmation.ask({
      title: t(verified ? 'adminCompanies.verifyTitle' : 'adminCompanies.revokeTitle', { name: company.name }),
      text: t(verified ? 'adminCompanies.verifyText' : 'adminCompanies.revokeText', { name: company.name }),
      confirmLabel: t(verified ? 'adminCompanies.verify' : 'adminCompanies.revoke'),
      color: verified ? 'teal' : 'red',
      run: async () => {
        await store.setVerification(company, verified);
        root.notify(
          'success',
          t(verified ? 'adminCompanies.verifiedDone' : 'adminCompanies.revokedDone', { name: company.name }),
        );
      },
    });

  return (
    <>
      <PagedRows
        list={list}
        emptyText={t('adminCompanies.empty')}
        totalText={(count) => t('adminCompanies.total', { count })}
        renderItem={(company) => (
          <Paper key={company.id} component="li" withBorder radius="md" p="md" aria-label={company.name}>
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
                <Group gap="xs">
                  <Anchor
                    component={Link}
                    to={`/companies/${company.transformedName}`}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {company.name}
                  </Anchor>
                  <Badge variant="light" color={company.isVerified ? 'teal' : 'gray'}>
                    {company.isVerified && company.verifiedDate
                      ? t('adminCompanies.verifiedOn', { date: formatNumericDate(company.verifiedDate) })
                      : t(company.isVerified ? 'adminCompanies.verified' : 'adminCompanies.notVerified')}
                  </Badge>
                  {company.isClaimingNecessary && (
                    <Badge variant="light" color="yellow">
                      {t('adminCompanies.unclaimed')}
                    </Badge>
                  )}
                  {company.pendingClaims > 0 && (
                    <Badge variant="light" color="orange">
                      {t('adminCompanies.pendingClaims', { count: company.pendingClaims })}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {company.account
                    ? t('adminCompanies.owner', { email: company.account.email })
                    : t('adminCompanies.noOwner')}
                </Text>
                {company.website && (
                  <Anchor
                    href={company.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {company.website}
                  </Anchor>
                )}
                <Text size="xs" c="dimmed">
                  {t('adminCompanies.createdOn', { date: formatNumericDate(company.createdAt) })}
                </Text>
              </Stack>
              <Group gap="xs">
                {company.account && (
                  <Button
                    variant="default"
                    size="compact-md"
                    leftSection={<IconEye size={16} aria-hidden />}
                    loading={root.admin.isCreatingViewAsLink}
                    disabled={company.account.isBlocked}
                    onClick={() => void viewAs(company.account!.id)}
                    aria-label={t('adminAccounts.viewAsNamed', { name: company.name })}
                  >
                    {t('admin.viewAs')}
                  </Button>
                )}
                {company.isVerified ? (
                  <Button
                    variant="light"
                    color="red"
                    size="compact-md"
                    leftSection={<IconCircleX size={16} aria-hidden />}
                    loading={store.busyId === company.id}
                    onClick={() => askVerification(company, false)}
                    aria-label={t('adminCompanies.revokeNamed', { name: company.name })}
                  >
                    {t('adminCompanies.revoke')}
                  </Button>
                ) : (
                  <Button
                    size="compact-md"
                    leftSection={<IconCircleCheck size={16} aria-hidden />}
                    loading={store.busyId === company.id}
                    onClick={() => askVerification(company, true)}
                    aria-label={t('adminCompanies.verifyNamed', { name: company.name })}
                  >
                    {t('adminCompanies.verify')}
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        )}
      />
      {confirmation.dialog}
    </>
  );
});
