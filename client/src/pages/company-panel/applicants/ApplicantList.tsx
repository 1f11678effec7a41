import '@mantine/core/styles/EmptyState.css';
import { Button, EmptyState, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileZip, IconFilterOff, IconUsers } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadError } from '../../../components/feedback/LoadError';
import type { VacancyDetailsStore } from '../../../stores/company-panel/applicants/VacancyDetailsStore';
import { ApplicantCard } from './ApplicantCard';
import { ApplicantSortControl } from './ApplicantSortControl';
import { ApplicantStatusFilter } from './ApplicantStatusFilter';
import { ListPagination } from '../../../components/content/ListPagination';

/** The vacancy's applicants: the zip downloads, the status filter and the order, a page of cards. */
export const ApplicantList = observer(function ApplicantList({ store }: { store: VacancyDetailsStore }) {
  const { t } = useTranslation();
  const headingId = useId();
  const applicants = store.applicants;
  const list = applicants.list;
  const zip = applicants.zipDownload;
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs" align="baseline">
          <Title order={2} size="h3" id={headingId}>
            {t('applicants.title')}
          </Title>
          {list.isLoaded && (
            <Text size="sm" c="dimmed">
              {t('applicants.count', { count: list.totalCount })}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {applicants.selected.length > 0 && (
            <Button
              variant="light"
              leftSection={<IconFileZip size={16} aria-hidden />}
              loading={zip === 'selected'}
              disabled={zip === 'all'}
              onClick={() => void applicants.downloadZip('selected')}
            >
              {t('applicants.downloadSelected', { count: applicants.selected.length })}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconFileZip size={16} aria-hidden />}
            loading={zip === 'all'}
            disabled={zip === 'selected' || applicants.hasNoApplicants}
            onClick={() => void applicants.downloadZip('all')}
          >
            {t('applicants.downloadAll')}
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" align="center" gap="sm">
        <ApplicantStatusFilter store={applicants} />
        <ApplicantSortControl store={applicants} />
      </Group>
      {list.error ? (
        <LoadError onRetry={() => void list.load()} />
      ) : !list.isLoaded ? (
        <Stack gap="md" aria-busy="true" aria-label={t('applicants.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={140} radius="lg" />
          ))}
        </Stack>
      ) : applicants.hasNoApplicants ? (
        <EmptyState
          icon={<IconUsers size={28} aria-hidden />}
          variant="light"
          title={t('applicants.empty.title')}
          description={t('applicants.empty.text')}
        />
      ) : list.isEmpty ? (
        <EmptyState
          icon={<IconFilterOff size={28} aria-hidden />}
          variant="light"
          title={t('applicants.noMatch.title')}
          description={t('applicants.noMatch.text')}
        >
          <Button variant="light" onClick={() => applicants.setStatus(undefined)}>
            {t('applicants.showAll')}
          </Button>
        </EmptyState>
      ) : (
        <Stack gap="md" aria-busy={list.isLoading}>
          {list.isLoading && <Loader size="xs" aria-label={t('applicants.loading')} />}
          {list.items.map((item) => (
            <ApplicantCard key={item.id} item={item} store={store} />
          ))}
        </Stack>
      )}
      {list.isLoaded && (
        <ListPagination total={list.pageCount} value={list.page} onChange={(page) => applicants.setPage(page)} />
      )}
    </Stack>
  );
});
