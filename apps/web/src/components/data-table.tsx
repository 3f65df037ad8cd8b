import {
  ActionIcon,
  Center,
  Group,
  Loader,
  Select,
  Table,
  Text,
  UnstyledButton,
  type TableProps,
} from '@mantine/core';
import {
  IconArrowsLeftRight,
  IconChevronDown,
  IconChevronUp,
  IconSelector,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import classes from './data-table.module.css';
import { TEXTS } from './texts.ts';
import { usePhone } from './use-phone.ts';

/**
 * Where a column goes on a phone's card: its title, a labelled line (the default), the picture
 * beside the title, the buttons at the bottom, or nowhere (what the title already says).
 */
export type CardPlace = 'title' | 'field' | 'media' | 'actions' | 'hidden';

export interface DataColumn<T> {
  key: string;
  /** The column header, and the label of the value on a card. */
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** The first column titles the card unless another one says `title`. */
  card?: CardPlace;
  sortable?: boolean;
  align?: 'right';
  /** The header is read by screen readers only (a column of buttons). */
  headerHidden?: boolean;
  /** Kept on one line in the table (dates, badges). */
  nowrap?: boolean;
}

export interface SortState {
  key: string;
  dir: 'asc' | 'desc';
}

export interface DataTableProps<T> {
  /** The accessible name of the table or list of cards. */
  caption: string;
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  /** The spinner's accessible name; the caption by default. */
  loadingLabel?: string;
  /** Showing the previous answer while the next one loads. */
  busy?: boolean;
  /** What shows instead of rows when there are none. */
  empty?: ReactNode;
  sort?: SortState;
  onSort?: (key: string) => void;
  /** Extra attributes of each row (and card): test ids, click, drag handlers. */
  rowProps?: (row: T, index: number) => HTMLAttributes<HTMLElement> & Record<string, unknown>;
  /** The width under which the table scrolls inside its own box instead of squeezing. */
  minWidth?: number;
  tableProps?: Omit<TableProps, 'children'> & Record<`data-${string}`, string>;
  /** Wraps the whole table or list (to find row buttons after a change). */
  containerRef?: Ref<HTMLDivElement>;
  /** 'table' or 'cards' whatever the screen; by default cards on a phone. */
  layout?: 'table' | 'cards';
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A row's own attributes on a card, its class added to the card's. */
function withClass(
  attrs: (HTMLAttributes<HTMLElement> & Record<string, unknown>) | undefined,
  className: string | undefined,
) {
  return { ...attrs, className: [className, attrs?.className].filter(Boolean).join(' ') };
}

/** True while the element is wider inside than it shows (its content scrolls sideways). */
function useOverflowing<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflowing(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflowing };
}

function HeaderCell<T>(props: {
  column: DataColumn<T>;
  sort?: SortState;
  onSort?: (key: string) => void;
}) {
  const { column, sort, onSort } = props;
  const label = column.headerHidden ? (
    <span className="mantine-visually-hidden">{column.header}</span>
  ) : (
    column.header
  );
  if (!column.sortable || !onSort) {
    return (
      <Table.Th scope="col" ta={column.align}>
        {label}
      </Table.Th>
    );
  }
  const active = sort?.key === column.key ? sort.dir : null;
  const Icon =
    active === 'asc' ? IconChevronUp : active === 'desc' ? IconChevronDown : IconSelector;
  return (
    <Table.Th scope="col" ta={column.align} aria-sort={active ? ARIA_SORT[active] : 'none'}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(column.key)}>
        {label}
        <Icon size={14} aria-hidden="true" />
      </UnstyledButton>
    </Table.Th>
  );
}

function TableLayout<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, rowProps } = props;
  const { ref, overflowing } = useOverflowing<HTMLDivElement>();
  let body: ReactNode;
  if (props.loading) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Center py="lg">
            <Loader role="status" aria-label={props.loadingLabel ?? props.caption} />
          </Center>
        </Table.Td>
      </Table.Tr>
    );
  } else if (rows.length === 0 && props.empty !== undefined) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>{props.empty}</Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row, index) => (
      <Table.Tr key={rowKey(row)} {...rowProps?.(row, index)}>
        {columns.map((c) => (
          <Table.Td key={c.key} ta={c.align} className={c.nowrap ? classes.nowrap : undefined}>
            {c.cell(row, index)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }
  return (
    <div ref={props.containerRef} className={classes.frame}>
      {overflowing ? (
        <Text size="xs" c="dimmed" className={classes.hint} data-testid="table-scroll-hint">
          <IconArrowsLeftRight size={14} aria-hidden="true" />
          {TEXTS.table.scrollHint}
        </Text>
      ) : null}
      <div
        ref={ref}
        className={classes.scroll}
        data-overflowing={overflowing || undefined}
        // A box that scrolls must be reachable by keyboard to scroll it.
        tabIndex={overflowing ? 0 : undefined}
        role={overflowing ? 'region' : undefined}
        aria-label={overflowing ? props.caption : undefined}
      >
        <Table
          verticalSpacing="sm"
          miw={props.minWidth}
          aria-busy={props.loading || props.busy}
          className={props.busy ? classes.busy : undefined}
          {...props.tableProps}
        >
          <Table.Caption className="mantine-visually-hidden">{props.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <HeaderCell key={c.key} column={c} sort={props.sort} onSort={props.onSort} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </div>
    </div>
  );
}

/** On cards there are no headers to click: sorting is a choice above them. */
function CardSort<T>(props: {
  columns: DataColumn<T>[];
  sort?: SortState;
  onSort: (key: string) => void;
}) {
  const sortable = props.columns.filter((c) => c.sortable);
  if (sortable.length === 0) return null;
  const dir = props.sort?.dir ?? 'asc';
  return (
    <Group gap="xs" wrap="nowrap" className={classes.cardSort}>
      <Select
        size="sm"
        aria-label={TEXTS.table.sortBy}
        placeholder={TEXTS.table.sortByPlaceholder}
        data={sortable.map((c) => ({ value: c.key, label: c.header }))}
        value={props.sort?.key ?? null}
        onChange={(key) => key && props.onSort(key)}
        allowDeselect={false}
        flex={1}
        comboboxProps={{ withinPortal: true }}
      />
      {props.sort ? (
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={dir === 'asc' ? TEXTS.table.ascending : TEXTS.table.descending}
          onClick={() => props.onSort(props.sort!.key)}
        >
          {dir === 'asc' ? (
            <IconSortAscending size={18} aria-hidden="true" />
          ) : (
            <IconSortDescending size={18} aria-hidden="true" />
          )}
        </ActionIcon>
      ) : null}
    </Group>
  );
}

function CardsLayout<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, rowProps } = props;
  const titleColumn = columns.find((c) => c.card === 'title') ?? columns[0];
  const placed = (place: CardPlace) =>
    columns.filter((c) => c !== titleColumn && (c.card ?? 'field') === place);
  const media = placed('media');
  const fields = placed('field');
  const actions = placed('actions');
  return (
    <div ref={props.containerRef} className={classes.frame}>
      {props.onSort ? <CardSort columns={columns} sort={props.sort} onSort={props.onSort} /> : null}
      {props.loading ? (
        <Center py="lg">
          <Loader role="status" aria-label={props.loadingLabel ?? props.caption} />
        </Center>
      ) : rows.length === 0 && props.empty !== undefined ? (
        props.empty
      ) : (
        <ul
          className={`${classes.cards} ${props.busy ? classes.busy : ''}`}
          aria-label={props.caption}
          aria-busy={props.busy}
          {...(props.tableProps?.['data-testid']
            ? { 'data-testid': props.tableProps['data-testid'] }
            : {})}
        >
          {rows.map((row, index) => (
            <li key={rowKey(row)} {...withClass(rowProps?.(row, index), classes.card)}>
              <div className={classes.cardHead}>
                {media.map((c) => (
                  <div key={c.key}>{c.cell(row, index)}</div>
                ))}
                <div className={classes.cardTitle}>{titleColumn?.cell(row, index)}</div>
              </div>
              {fields.length > 0 ? (
                <dl className={classes.fields}>
                  {fields.map((c) => (
                    <div key={c.key} className={classes.field}>
                      <dt>{c.header}</dt>
                      <dd>{c.cell(row, index)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {actions.length > 0 ? (
                <Group gap="xs" justify="flex-end" className={classes.cardActions}>
                  {actions.map((c) => (
                    <div key={c.key}>{c.cell(row, index)}</div>
                  ))}
                </Group>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The one table of the app. On a desktop, a table whose headers sort and which scrolls inside its
 * own box (saying so) when its columns do not fit; on a phone, one card per row: the title
 * column on top, the other columns as labelled lines, the row's buttons at the bottom. The page
 * itself never scrolls sideways.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const phone = usePhone();
  const cards = props.layout ? props.layout === 'cards' : phone;
  return cards ? <CardsLayout {...props} /> : <TableLayout {...props} />;
}
