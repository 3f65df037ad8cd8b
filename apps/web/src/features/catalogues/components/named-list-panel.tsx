import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPlus, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { QueryState, type QueryLike } from '../../../components/query-state.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';

/**
 * A screen of named entries (the general catalogues, the tags): its intro and «new» button, the
 * list or the empty state that offers the first entry, and the dialog that edits one.
 */
export function NamedListPanel<T>(props: {
  texts: {
    intro: string;
    new: string;
    empty: string;
    first: string;
    loading: string;
    error: string;
  };
  icon: Icon;
  query: QueryLike<T[]>;
  onNew: () => void;
  maw?: number;
  dialog: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  const { texts, onNew } = props;
  return (
    <Paper withBorder radius="md" p="md" maw={props.maw}>
      <Group justify="space-between" mb="md" gap="sm">
        <Text c="dimmed">{texts.intro}</Text>
        <Button leftSection={<IconPlus size={18} />} onClick={onNew}>
          {texts.new}
        </Button>
      </Group>
      <QueryState
        query={props.query}
        texts={texts}
        empty={
          <EmptyState
            icon={props.icon}
            message={texts.empty}
            action={
              <Button leftSection={<IconPlus size={18} />} onClick={onNew}>
                {texts.first}
              </Button>
            }
          />
        }
      >
        {props.children}
      </QueryState>
      {props.dialog}
    </Paper>
  );
}
