import { ActionIcon, Group, Text } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { FieldDef, ListDef, ListItem } from '@armonia/shared';
import { DataTable, type DataColumn, type SortState } from '../../../components/data-table.tsx';
import { formatValue, itemLabel } from './format.ts';
import { ItemThumb } from './item-image.tsx';
import classes from './list-screen.module.css';
import { TEXTS } from '../texts.ts';

export type { SortState };

export interface ListTableProps {
  def: ListDef;
  items: ListItem[];
  loading: boolean;
  /** Showing the previous answer while the next one loads. */
  busy: boolean;
  /** What shows when the list has no item (or none matches the search). */
  empty: ReactNode;
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

function Cell({ field, value }: { field: FieldDef; value: ListItem['data'][string] | undefined }) {
  const text = formatValue(field, value);
  if (text === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="mantine-visually-hidden">{TEXTS.table.noValue}</span>
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

/**
 * The table of any list: columns, sorting, row actions and reordering come from the definition;
 * on a phone each item is a card titled by the definition's first column.
 */
export function ListTable(props: ListTableProps) {
  const { def, items, sort, editable, reorderable, showOrderColumn } = props;
  const fieldsByKey = new Map(def.fields.map((f) => [f.key, f]));
  const fields = def.columns.flatMap((k) => fieldsByKey.get(k) ?? []);

  const containerRef = useRef<HTMLDivElement>(null);
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
      containerRef.current?.querySelector<HTMLButtonElement>(
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

  const orderColumn: DataColumn<ListItem> = {
    key: '__order',
    header: TEXTS.table.order,
    card: 'actions',
    nowrap: true,
    cell: (item, index) => {
      const label = itemLabel(def, item);
      return (
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
      );
    },
  };

  const imageColumn: DataColumn<ListItem> = {
    key: '__image',
    header: TEXTS.table.image,
    card: 'media',
    cell: (item) => <ItemThumb def={def} item={item} label={itemLabel(def, item)} />,
  };

  const actionsColumn: DataColumn<ListItem> = {
    key: '__actions',
    header: TEXTS.common.actions,
    card: 'actions',
    align: 'right',
    cell: (item) => {
      const label = itemLabel(def, item);
      return (
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
      );
    },
  };

  // On a phone the first column of the definition titles each card; the others are its lines.
  const dataColumns = fields.map<DataColumn<ListItem>>((field, i) => ({
    key: field.key,
    header: field.label,
    card: i === 0 ? 'title' : 'field',
    sortable: props.sortable,
    cell: (item) => <Cell field={field} value={item.data[field.key]} />,
  }));

  const columns = [
    ...(showOrderColumn ? [orderColumn] : []),
    ...(def.image ? [imageColumn] : []),
    ...dataColumns,
    ...(editable ? [actionsColumn] : []),
  ];

  return (
    <DataTable
      caption={def.title}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      loading={props.loading}
      loadingLabel={TEXTS.table.loading(def.title)}
      busy={props.busy}
      empty={props.empty}
      sort={sort}
      onSort={props.sortable ? props.onSort : undefined}
      minWidth={Math.max(480, columns.length * 150)}
      tableProps={{ striped: true, highlightOnHover: true }}
      containerRef={containerRef}
      rowProps={(item, index) => ({
        className: classes.row,
        'data-dragging': dragId === item.id || undefined,
        'data-drop-target':
          (dragId !== null && overId === item.id && dragId !== item.id) || undefined,
        ...dragHandlers(item, index),
      })}
    />
  );
}
