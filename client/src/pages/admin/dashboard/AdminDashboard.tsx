import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { adminDashboardApi, type AdminDashboard as Figures } from '../../../api/admin-dashboard';
import { PageLoader } from '../../../components/feedback/PageLoader';
import { formatNumber } from '../../../lib/format-date';
import { useStores } from '../../../stores/StoresContext';
import { ADMIN_SECTIONS } from '../admin-sections';
import { AuditRows } from '../audit/AuditRows';
import { AdminDashboardStore } from '../../../stores/admin/AdminDashboardStore';

interface Figure {
  key: string;
  value: (figures: Figures) => number;
  /** The back office tab where it is dealt with. */
  tab?: string;
  /** A figure staff should look at when it is not 0. */
  alert?: boolean;
}

const FIGURES: Figure[] = [
  { key: 'pendingVacancies', value: (f) => f.pendingVacancies, tab: 'vacancies', alert: true },
  { key: 'pendingReviews', value: (f) => f.pendingReviews, tab: 'reviews', alert: true },
  { key: 'pendingClaims', value: (f) => f.pendingClaims, tab: 'companies', alert: true },
  { key: 'unverifiedCompanies', value: (f) => f.unverifiedCompanies, tab: 'companies' },
  { key: 'openReports', value: (f) => f.openReports, tab: 'reports', alert: true },
  { key: 'openTickets', value: (f) => f.openTickets, tab: 'support', alert: true },
  { key: 'newAccountsThisWeek', value: (f) => f.newAccountsThisWeek, tab: 'accounts' },
  { key: 'outboxWaiting', value: (f) => f.outbox.waiting },
  { key: 'outboxFailed', value: (f) => f.outbox.failed, alert: true },
];

const hasTab = (tab: string | undefined) =>
  tab !== undefined && ADMIN_SECTIONS.some((section) => section.value === tab);

/** The back office's first tab: what waits for staff, each figure linking to its tab, and what
 *  staff did last (the 20 newest audit rows). */
export const AdminDashboard = observer(function AdminDashboard() {
  const { t, i18n } = useTranslation();
  const root = useStores();
  const [store] = useState(() => new AdminDashboardStore(adminDashboardApi(root.http)));
  useEffect(() => {
    void store.load();
  }, [store]);

  const figures = store.dashboard;
  return (
    <Stack gap="lg" component="section" aria-label={t('adminDashboard.heading')}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          {t('adminDashboard.heading')}
        </Title>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={store.isLoading}
          onClick={() => void store.load()}
        >
          {t('adminDashboard.refresh')}
        </Button>
      </Group>
      {store.error ? (
        <Alert color="red" variant="light" role="alert">
          {Object.values(store.error.errors).flat()[0] ?? t('common.loadFailed')}
        </Alert>
      ) : !figures ? (
        <PageLoader />
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="sm"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {FIGURES.map((figure) => {
              const value = figure.value(figures);
              const label = t(`adminDashboard.figures.${figure.key}`);
              return (
                <Paper key={figure.key} component="li" withBorder radius="md" p="md">
                  <Stack gap={2}>
                    <Text fz={28} fw={700} lh={1.1} c={figure.alert && value > 0 ? 'orange.8' : undefined}>
                      {formatNumber(value, i18n.language)}
                    </Text>
                    {hasTab(figure.tab) ? (
                      <Anchor component={Link} to={`/admin?tab=${figure.tab}`} size="sm">
                        {label}
                      </Anchor>
                    ) : (
                      <Text size="sm">{label}</Text>
                    )}
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
          <Stack gap="sm" component="section" aria-label={t('adminDashboard.recent')}>
            <Group justify="space-between" align="baseline" gap="sm">
              <Title order={3} size="h4">
                {t('adminDashboard.recent')}
              </Title>
              {hasTab('audit') && (
                <Anchor component={Link} to="/admin?tab=audit" size="sm">
                  {t('adminDashboard.fullLog')}
                </Anchor>
              )}
            </Group>
            {figures.recentAudit.length ? (
              <AuditRows rows={figures.recentAudit} />
            ) : (
              <Text c="dimmed" role="status">
                {t('adminAudit.empty')}
              </Text>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
});
