import '@mantine/core/styles/EmptyState.css';
import { Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/feedback/LoadError';
import type { PagedList } from '../../../stores/base/PagedList';
import { ListPagination } from '../../../components/content/ListPagination';

interface Props<T> {
  list: PagedList<T>;
  /** The list's accessible name, also said while it loads. */
  label: string;
  loadingLabel: string;
  empty: { icon: ReactNode; title: string; description: string };
  /** Class of the `<ul>`: a grid of cards or a column of rows. */
  className: string;
  skeletonHeight: number;
  keyOf: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

function PagedListViewBody<T>({
  list,
  label,
  loadingLabel,
  empty,
  className,
  skeletonHeight,
  keyOf,
  renderItem,
}: Props<T>) {
  const { t } = useTranslation();
  useEffect(() => {
    list.ensureLoaded();
  }, [list]);

  if (!list.isLoaded) {
    return list.error ? (
      <LoadError onRetry={() => void list.load()} />
    ) : (
      <Stack gap="md" aria-busy="true" aria-label={loadingLabel}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={skeletonHeight} radius="lg" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {list.isEmpty ? (
        <EmptyState icon={empty.icon} variant="light" title={empty.title} description={empty.description}>
          <Button component={Link} to="/vacancies" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('talentJobs.browse')}
          </Button>
        </EmptyState>
      ) : (
        <ul className={className} aria-label={label} aria-busy={list.isLoading}>
          {list.items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {list.error && <LoadError onRetry={() => void list.load()} />}
      <ListPagination total={list.pageCount} value={list.page} onChange={(page) => void list.load(page)} />
    </Stack>
  );
}

/** One of the talent's paged lists: skeletons until the first page, an error with retry, an empty
 *  state pointing to the vacancy search, the items, and pages when there is more than one. */
export const PagedListView = observer(PagedListViewBody) as typeof PagedListViewBody;
