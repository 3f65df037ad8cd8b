import { Center, Pagination } from '@mantine/core';
import { TEXTS } from '../texts.ts';

/** The directory's pages: nothing when everything fits on one, named arrows otherwise. */
export function Pager(props: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
  label: string;
  size?: 'sm';
}) {
  if (props.pages <= 1) return null;
  return (
    <Center>
      <Pagination
        getControlProps={(control) => ({ 'aria-label': TEXTS.pager[control] })}
        total={props.pages}
        value={props.page}
        onChange={props.onChange}
        aria-label={props.label}
        size={props.size}
      />
    </Center>
  );
}
