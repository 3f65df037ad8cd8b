import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ComponentProps } from 'react';

export type SearchInputProps = Omit<
  ComponentProps<typeof TextInput>,
  'type' | 'leftSection' | 'value' | 'onChange'
> & {
  value: string;
  onChange: (value: string) => void;
};

/** The search box of a screen: a search field with the magnifier, handing back its text. */
export function SearchInput(props: SearchInputProps) {
  const { onChange, ...rest } = props;
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      {...rest}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
