import '@mantine/core/styles/EmptyState.css';
import { EmptyState, Skeleton, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import cardClasses from '../../pages/home/ListCards.module.css';
import { LoadError } from '../feedback/LoadError';

interface SearchResultsProps<T> {
  /** The last answer, or undefined before the first one. */
  items: T[] | undefined;
  countText: string | undefined;
  failed: boolean;
  loading: boolean;
  onRetry: () => void;
  skeletonHeight: number;
  empty: { icon: ReactNode; title: string; description: string };
  listLabel: string;
  keyOf: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

function SearchResultsView<T>({
  items,
  countText,
  failed,
  loading,
  onRetry,
  skeletonHeight,
  empty,
  listLabel,
  keyOf,
  renderItem,
}: SearchResultsProps<T>) {
  return (
    <>
      {countText !== undefined && (
        <Text size="sm" c="dimmed" role="status">
          {countText}
        </Text>
      )}
      {failed && !items ? (
        <LoadError onRetry={onRetry} />
      ) : !items ? (
        <div className={cardClasses.grid} aria-hidden>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={skeletonHeight} radius="lg" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          className={cardClasses.empty}
          icon={empty.icon}
          variant="light"
          title={empty.title}
          description={empty.description}
        />
      ) : (
        <ul className={cardClasses.grid} aria-label={listLabel} aria-busy={loading}>
          {items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A search page's results: the count, skeletons until the first answer, an error with retry, an
 *  empty state, or the grid of cards. An observer, so the cards follow the stores they read. */
export const SearchResults = observer(SearchResultsView) as typeof SearchResultsView;
