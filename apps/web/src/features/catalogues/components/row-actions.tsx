import { ActionIcon, Group } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { TEXTS } from '../texts.ts';

/** The edit and delete buttons of one row, named after what they act on. */
export function RowActions(props: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  size?: 'sm' | 'md';
}) {
  const small = props.size === 'sm';
  const iconSize = small ? 14 : 18;
  return (
    <Group gap={small ? 2 : 4} wrap="nowrap">
      <ActionIcon
        size={small ? 'sm' : undefined}
        variant="subtle"
        aria-label={TEXTS.row.edit(props.name)}
        onClick={props.onEdit}
      >
        <IconEdit size={iconSize} />
      </ActionIcon>
      <ActionIcon
        size={small ? 'sm' : undefined}
        variant="subtle"
        color="red"
        aria-label={TEXTS.row.remove(props.name)}
        onClick={props.onDelete}
      >
        <IconTrash size={iconSize} />
      </ActionIcon>
    </Group>
  );
}
