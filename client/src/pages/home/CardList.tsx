import '@mantine/core/styles/EmptyState.css';
import { EmptyState, Skeleton } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Loadable } from '../../stores/base/Loadable';
import classes from './ListCards.module.css';

interface Props<T> {
  list: Loadable<T[]>;
  /** How many cards at most. */
  limit: number;
  keyOf: (item: T) => number;
  renderCard: (item: T) => ReactNode;
  empty: { icon: ReactNode; title: string; text: string };
}

/** A grid of cards from a remote list: skeletons while it first loads, an empty state when there
 *  is nothing (or the list cannot be had). */
function CardListView<T>({ list, limit, keyOf, renderCard, empty }: Props<T>) {
  const items = list.value ?? [];
  if (list.isLoading && !list.isLoaded) {
    return (
      <div className={classes.grid} aria-hidden>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={96} radius="lg" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        className={classes.empty}
        icon={empty.icon}
        variant="light"
        title={empty.title}
        description={empty.text}
      />
    );
  }
  return (
    <ul className={classes.grid}>
      {items.slice(0, limit).map((item) => (
        <li key={keyOf(item)}>{renderCard(item)}</li>
      ))}
    </ul>
  );
}

export const CardList = observer(CardListView) as typeof CardListView;
