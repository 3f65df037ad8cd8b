import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { ListItem } from '@armonia/shared';
import { useListSearch } from '../api/list-options.ts';
import { TEXTS } from '../texts.ts';

/** A searchable box over a catalogue list (server search); choosing an item adds it. */
export function ItemPicker(props: {
  listKey: string;
  label: string;
  placeholder: string;
  /** The item's display name. */
  nameOf: (item: ListItem) => string;
  /** Already chosen: not offered again. */
  exclude: string[];
  onPick: (item: ListItem) => void;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const results = useListSearch(props.listKey, q);
  const items = (results.data ?? []).filter((i) => !props.exclude.includes(i.id));
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      searchable
      clearable={false}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      data={items.map((i) => ({ value: i.id, label: props.nameOf(i) }))}
      // The server already filtered (accents and typos included).
      filter={({ options }) => options}
      nothingFoundMessage={results.isFetching ? TEXTS.picker.searching : TEXTS.picker.none}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      onChange={(id) => {
        const item = items.find((i) => i.id === id);
        if (!item) return;
        props.onPick(item);
        setSearch('');
      }}
      disabled={props.disabled}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
    />
  );
}
