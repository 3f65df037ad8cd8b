import { ActionIcon, Center, Group, Loader, Table, Text, UnstyledButton } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronUp,
  IconGripVertical,
  IconPencil,
  IconSelector,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { FieldDef, ListDef, ListItem } from '@armonia/shared';
import { formatValue, itemLabel } from './format.ts';
import { ItemThumb } from './item-image.tsx';
import classes from './list-screen.module.css';
import { TEXTS } from '../texts.ts';

export interface SortState {
  key: string;
  dir: 'asc' | 'desc';
}

export interface ListTableProps {
  def: ListDef;
  items: ListItem[];
  loading: boolean;
  /** Showing the previous answer while the next one loads. */
  busy: boolean;
  emptyText: string;
  /** Ordered lists keep their own order: their headers do not sort. */
  sortable: boolean;
  sort?: SortState;
  onSort?: (key: string) => void;
  /** Edit and delete buttons. */
  editable: boolean;
  /** Drag rows and Subir/Bajar buttons. */
  reorderable: boolean;
  /** Ordered list whose order cannot change right now (e.g. while searching). */
  showOrderColumn: boolean;
  onMove?: (from: number, to: number) => void;
  onEdit?: (item: ListItem) => void;
  onDelete?: (item: ListItem) => void;
}

type MoveDir = 'up' | 'down';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function Cell({ field, value }: { field: FieldDef; value: ListItem['data'][string] | undefined }) {
  const text = formatValue(field, value);
  if (text === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className={classes.srOnly}>{TEXTS.table.noValue}</span>
      </>
    );
  }
  if (field.type === 'textarea') {
    return (
      <Text size="sm" lineClamp={2}>
        {text}
      </Text>
    );
  }
  return text;
}

/** The table of any list: columns, sorting, row actions and reordering come from the definition. */
export function ListTable(props: ListTableProps) {
  const { def, items, sort, editable, reorderable, showOrderColumn } = props;
  const fieldsByKey = new Map(def.fields.map((f) => [f.key, f]));
  const columns = def.columns.flatMap((k) => fieldsByKey.get(k) ?? []);
  const withActions = editable;
  const colSpan =
    columns.length + (showOrderColumn ? 1 : 0) + (withActions ? 1 : 0) + (def.image ? 1 : 0);

  const tableRef = useRef<HTMLTableElement>(null);
  const [dragId, setDragId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  // Subir/Bajar keep the keyboard focus on the moved row, even when it reaches an end.
  const [pendingFocus, setPendingFocus] = useState<{
    id: string;
    dir: MoveDir;
    before: ListItem[];
  } | null>(null);

  useEffect(() => {
    // Waits for the moved order: moving the row's node can drop the focus on the way.
    if (!pendingFocus || pendingFocus.before === items) return;
    const find = (dir: MoveDir) =>
      tableRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${dir}"][data-item="${pendingFocus.id}"]`,
      );
    const same = find(pendingFocus.dir);
    const target = same && !same.disabled ? same : find(pendingFocus.dir === 'up' ? 'down' : 'up');
    target?.focus();
    setPendingFocus(null);
  }, [items, pendingFocus]);

  const move = (index: number, dir: MoveDir) => {
    const to = dir === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= items.length) return;
    setPendingFocus({ id: items[index]!.id, dir, before: items });
    props.onMove?.(index, to);
  };

  const endDrag = () => {
    setDragId(null);
    setOverId(null);
  };

  const dragHandlers = (item: ListItem, index: number) =>
    reorderable
      ? {
          draggable: true,
          onDragStart: (e: DragEvent) => {
            e.dataTransfer.effectAllowed = 'move';
            // Firefox starts a drag only when it carries data.
            e.dataTransfer.setData('text/plain', item.id);
            setDragId(item.id);
          },
          onDragOver: (e: DragEvent) => {
            if (!dragId) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = 'move';
            if (overId !== item.id) setOverId(item.id);
          },
          onDrop: (e: DragEvent) => {
            e.preventDefault();
            const from = items.findIndex((i) => i.id === dragId);
            endDrag();
            if (from >= 0 && from !== index) props.onMove?.(from, index);
          },
          onDragEnd: endDrag,
        }
      : {};

  const header = (field: FieldDef) => {
    const active = sort?.key === field.key ? sort.dir : null;
    if (!props.sortable || !props.onSort) {
      return (
        <Table.Th key={field.key} scope="col">
          {field.label}
        </Table.Th>
      );
    }
    const Icon =
      active === 'asc' ? IconChevronUp : active === 'desc' ? IconChevronDown : IconSelector;
    return (
      <Table.Th key={field.key} scope="col" aria-sort={active ? ARIA_SORT[active] : 'none'}>
        <UnstyledButton className={classes.sortButton} onClick={() => props.onSort?.(field.key)}>
          {field.label}
          <Icon size={14} aria-hidden="true" />
        </UnstyledButton>
      </Table.Th>
    );
  };

  let body;
  if (props.loading) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={colSpan}>
          <Center py="lg">
            <Loader role="status" aria-label={TEXTS.table.loading(def.title)} />
          </Center>
        </Table.Td>
      </Table.Tr>
    );
  } else if (items.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={colSpan}>
          <Text ta="center" py="lg">
            {props.emptyText}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = items.map((item, index) => {
      const label = itemLabel(def, item);
      return (
        <Table.Tr
          key={item.id}
          className={classes.row}
          data-dragging={dragId === item.id || undefined}
          data-drop-target={
            (dragId !== null && overId === item.id && dragId !== item.id) || undefined
          }
          {...dragHandlers(item, index)}
        >
          {showOrderColumn ? (
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                {reorderable ? (
                  <span className={classes.grip} title={TEXTS.table.drag} aria-hidden="true">
                    <IconGripVertical size={18} />
                  </span>
                ) : null}
                <Text size="sm" miw="2ch" ta="right">
                  {(index + 1).toLocaleString('es-MX')}
                </Text>
                {reorderable ? (
                  <>
                    <ActionIcon
                      variant="subtle"
                      aria-label={TEXTS.table.up(label)}
                      data-move="up"
                      data-item={item.id}
                      disabled={index === 0}
                      onClick={() => move(index, 'up')}
                    >
                      <IconArrowUp size={18} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={TEXTS.table.down(label)}
                      data-move="down"
                      data-item={item.id}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 'down')}
                    >
                      <IconArrowDown size={18} aria-hidden="true" />
                    </ActionIcon>
                  </>
                ) : null}
              </Group>
            </Table.Td>
          ) : null}
          {def.image ? (
            <Table.Td>
              <ItemThumb def={def} item={item} label={label} />
            </Table.Td>
          ) : null}
          {columns.map((field) => (
            <Table.Td key={field.key}>
              <Cell field={field} value={item.data[field.key]} />
            </Table.Td>
          ))}
          {withActions ? (
            <Table.Td>
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <ActionIcon
                  variant="subtle"
                  aria-label={TEXTS.table.edit(label)}
                  onClick={() => props.onEdit?.(item)}
                >
                  <IconPencil size={18} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={TEXTS.table.remove(label)}
                  onClick={() => props.onDelete?.(item)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Table.Td>
          ) : null}
        </Table.Tr>
      );
    });
  }

  return (
    <Table.ScrollContainer minWidth={Math.max(480, colSpan * 150)} type="native">
      <Table
        ref={tableRef}
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-busy={props.loading || props.busy}
        className={props.busy ? classes.busy : undefined}
      >
        <Table.Caption className={classes.srOnly}>{def.title}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {showOrderColumn ? <Table.Th scope="col">{TEXTS.table.order}</Table.Th> : null}
            {def.image ? <Table.Th scope="col">{TEXTS.table.image}</Table.Th> : null}
            {columns.map(header)}
            {withActions ? (
              <Table.Th scope="col" ta="right">
                {TEXTS.common.actions}
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
