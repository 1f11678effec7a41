import '@mantine/core/styles/Input.css';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import type { SearchedPagedList } from '../../../stores/base/SearchedPagedList';

/** The search box of a searched list: what is typed goes to the list (which follows it after a pause). */
export const SearchBox = observer(function SearchBox({
  search,
  label,
  placeholder,
  style,
}: {
  search: SearchedPagedList<unknown>;
  label: string;
  placeholder?: string;
  style?: CSSProperties;
}) {
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={search.searchText}
      onChange={(event) => search.setSearchText(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={100}
      style={style}
    />
  );
});

export interface FilterSelect<F> {
  filter: keyof F & string;
  label: string;
  options: { value: F[keyof F] & string; label: string }[];
}

function SearchToolbarView<T, F extends Record<string, string>>({
  search,
  searchLabel,
  searchPlaceholder,
  selects,
}: {
  search: SearchedPagedList<T, F>;
  searchLabel: string;
  searchPlaceholder: string;
  selects: FilterSelect<F>[];
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchBox search={search} label={searchLabel} placeholder={searchPlaceholder} style={{ flex: '1 1 16rem' }} />
      {selects.map((select) => (
        <NativeSelect
          key={select.filter}
          label={select.label}
          value={search.filters[select.filter]}
          onChange={(event) => search.setFilter(select.filter, event.currentTarget.value as F[keyof F & string])}
          data={select.options}
        />
      ))}
    </Group>
  );
}

/** A searched list's search box and its filters (each a select), in one wrapping row. */
export const SearchToolbar = observer(SearchToolbarView) as typeof SearchToolbarView;
