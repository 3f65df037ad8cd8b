import { Group, Pagination, Text } from '@mantine/core';
import { TEXTS } from './texts.ts';

/** "Página X de Y" and the pager under a paginated table; nothing when everything fits on one page. */
export function Pager(props: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** What the pages hold, for screen readers: "Páginas de opiniones". */
  label: string;
}) {
  if (props.pages <= 1) return null;
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {TEXTS.pager.pageOf(props.page, props.pages)}
      </Text>
      <Pagination
        total={props.pages}
        value={props.page}
        onChange={props.onChange}
        aria-label={props.label}
      />
    </Group>
  );
}
