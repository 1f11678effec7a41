import '@mantine/core/styles/Alert.css';
import { Alert, type MantineSpacing, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApiError } from '../../../api/api-error';
import { ListPagination } from '../../../components/content/ListPagination';
import { PageLoader } from '../../../components/feedback/PageLoader';
import type { PagedList } from '../../../stores/base/PagedList';
import { serverText } from '../../../lib/forms/server-text';

interface PagedRowsProps<T> {
  list: PagedList<T>;
  /** Shown when the page has no rows. */
  emptyText: string;
  /** The "N found" line above the rows; none when not given. */
  totalText?: (count: number) => string;
  /** One row: an `li` with its key. */
  renderItem: (item: T) => ReactNode;
  gap?: MantineSpacing;
  label?: string;
  errorColor?: (error: ApiError) => string;
}

function PagedRowsView<T>({
  list,
  emptyText,
  totalText,
  renderItem,
  gap = 'sm',
  label,
  errorColor,
}: PagedRowsProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      {list.error ? (
        <Alert color={errorColor?.(list.error) ?? 'red'} variant="light" role="alert">
          {serverText(list.error) ?? t('common.loadFailed')}
        </Alert>
      ) : !list.isLoaded ? (
        <PageLoader />
      ) : list.isEmpty ? (
        <Text c="dimmed" role="status">
          {emptyText}
        </Text>
      ) : (
        <>
          {totalText && (
            <Text size="sm" c="dimmed" role="status">
              {totalText(list.totalCount)}
            </Text>
          )}
          <Stack
            gap={gap}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-busy={list.isLoading}
            aria-label={label}
          >
            {list.items.map((item) => renderItem(item))}
          </Stack>
        </>
      )}
      <ListPagination total={list.pageCount} value={list.page} onChange={(page) => void list.load(page)} />
    </>
  );
}

/** A paged list's page: the load error, the loader, the empty note or the rows (with the total
 *  when asked), then the page links. */
export const PagedRows = observer(PagedRowsView) as typeof PagedRowsView;
