import {
  Alert,
  Button,
  Center,
  FileButton,
  Group,
  Modal,
  Pagination,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconDownload,
  IconList,
  IconPlus,
  IconSearchOff,
  IconUpload,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN,
  CSV_MAX_BYTES,
  type ListDef,
  type ListItem,
  type ListItemData,
  pageCount,
} from '@armonia/shared';
import { SearchInput } from '../../../components/search-input.tsx';
import { ApiError } from '../../../core/api-client.ts';
import { useCurrentUser } from '../../../core/auth-store.ts';
import { confirmAction, showMessage } from '../../../core/dialogs.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useDeleteItem } from '../api/delete-item.ts';
import { useExportItems } from '../api/export-items.ts';
import { useImportItems } from '../api/import-items.ts';
import { listKeys, MAX_PAGE_SIZE, useListItems, type ListParams } from '../api/list-items.ts';
import { useReorderItems } from '../api/reorder-items.ts';
import { useSaveItem } from '../api/save-item.ts';
import { countLabel, itemLabel, newItemLabel } from './format.ts';
import { showImportReport } from './import-report.tsx';
import { ItemForm } from './item-form.tsx';
import { ItemImageUpload } from './item-image.tsx';
import { ListTable, type SortState } from './list-table.tsx';
import { TEXTS } from '../texts.ts';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 250;

const PAGINATION_CONTROL_LABEL = {
  first: TEXTS.screen.pageFirst,
  previous: TEXTS.screen.pagePrevious,
  next: TEXTS.screen.pageNext,
  last: TEXTS.screen.pageLast,
} as const;

const megabytes = (bytes: number) =>
  (bytes / 1024 / 1024).toLocaleString('es-MX', { maximumFractionDigits: 1 });

export interface ListScreenProps {
  def: ListDef;
  /** No create, edit, delete, import or reorder controls, whatever the user's role. */
  readOnly?: boolean;
}

interface EditorState {
  opened: boolean;
  item?: ListItem;
  /** A fresh form on every opening, while the closing modal keeps showing the last one. */
  token: number;
}

/** The one screen of every list: toolbar, table, pagination and form, all from the definition. */
export function ListScreen({ def, readOnly = false }: ListScreenProps) {
  const user = useCurrentUser();
  const canWrite = !readOnly && user?.Rol === ADMIN;
  const ordered = def.ordered === true;
  const isPhone = useMediaQuery('(max-width: 36em)');

  // A search result opens the list already filtered (?q=).
  const [urlParams] = useSearchParams();
  const [search, setSearch] = useState(urlParams.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The page belongs to the search it was chosen for: a new search starts on page 1.
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const setPage = (p: number) => setPaging({ q, page: p });
  const [sort, setSort] = useState<SortState | undefined>();

  const params: ListParams = ordered
    ? { page: 1, pageSize: MAX_PAGE_SIZE, q, all: true }
    : { page, pageSize: PAGE_SIZE, q, sort: sort?.key, dir: sort?.dir };
  const query = useListItems(def.key, params);
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const totalPages = pageCount(total, PAGE_SIZE);

  const [announcement, setAnnouncement] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [editor, setEditor] = useState<EditorState>({ opened: false, token: 0 });
  const resetFile = useRef<() => void>(null);

  const save = useSaveItem(def.key);
  const remove = useDeleteItem(def.key);
  const exporter = useExportItems(def.key);
  const importer = useImportItems(def.key, setProgress);
  const reorder = useReorderItems(def.key, listKeys.items(def.key, params), () => {
    notifications.show({
      color: 'red',
      title: TEXTS.screen.orderNotSaved,
      message: TEXTS.screen.orderRestored,
    });
    setAnnouncement(TEXTS.screen.orderRestoredAnnouncement);
  });

  // A filtered or stale list lacks ids: the order sent must hold every item of the list.
  const searching = search.trim() !== '' || q !== '';
  const reorderable =
    canWrite && ordered && !searching && query.isSuccess && !query.isPlaceholderData;

  const openEditor = (item?: ListItem) =>
    setEditor((e) => ({ opened: true, item, token: e.token + 1 }));
  const closeEditor = () => setEditor((e) => ({ ...e, opened: false }));

  const handleSave = async (data: ListItemData) => {
    const saved = await save.mutateAsync({ id: editor.item?.id, data });
    closeEditor();
    notifications.show({
      color: 'teal',
      title: TEXTS.screen.savedTitle,
      message: TEXTS.screen.saved(itemLabel(def, saved)),
    });
  };

  const handleDelete = async (item: ListItem) => {
    const label = itemLabel(def, item);
    const confirmed = await confirmAction({
      title: TEXTS.screen.deleteTitle(def.itemName),
      message: TEXTS.screen.deleteQuestion(label, def.title),
      confirmLabel: TEXTS.common.remove,
    });
    if (!confirmed) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          title: TEXTS.screen.deletedTitle,
          message: TEXTS.screen.deleted(label),
        });
        if (!ordered && items.length === 1 && page > 1) setPage(page - 1);
      },
    });
  };

  const handleMove = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    setAnnouncement(TEXTS.screen.moved(itemLabel(def, moved), to + 1, next.length));
    reorder.mutate(next);
  };

  const handleSort = (key: string) => {
    setSort((s) =>
      s?.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' },
    );
    setPage(1);
  };

  const handleFile = (file: File | null) => {
    // The same file may be chosen again after fixing it.
    resetFile.current?.();
    if (!file) return;
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') {
      void showMessage({
        kind: 'warning',
        title: TEXTS.screen.fileInvalid,
        message: TEXTS.screen.fileInvalidHint,
      });
      return;
    }
    if (file.size > CSV_MAX_BYTES) {
      void showMessage({
        kind: 'warning',
        title: TEXTS.screen.fileTooBigTitle,
        message: TEXTS.screen.fileTooBig(megabytes(file.size), megabytes(CSV_MAX_BYTES)),
      });
      return;
    }
    setProgress(0);
    importer.mutate(file, {
      onSuccess: (report) => showImportReport(def, report),
      onSettled: () => setProgress(null),
    });
  };

  const empty = q ? (
    <EmptyState
      icon={IconSearchOff}
      message={TEXTS.screen.noMatch}
      action={
        <Button variant="light" onClick={() => setSearch('')}>
          {TEXTS.screen.clearSearch}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={IconList}
      message={canWrite ? TEXTS.screen.emptyAdmin : TEXTS.screen.empty}
      action={
        canWrite ? (
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => openEditor()}
          >
            {TEXTS.screen.addFirst}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <SearchInput
          aria-label={TEXTS.screen.searchIn(def.title)}
          placeholder={TEXTS.screen.search}
          value={search}
          onChange={setSearch}
          maxLength={100}
          flex="1 1 220px"
          maw={480}
        />
        <Group gap="xs" wrap="wrap">
          {canWrite ? (
            <Button
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => openEditor()}
            >
              {newItemLabel(def)}
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            loading={exporter.isPending}
            onClick={() => exporter.mutate()}
          >
            {TEXTS.screen.export}
          </Button>
          {canWrite ? (
            <FileButton onChange={handleFile} accept=".csv,text/csv" resetRef={resetFile}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={18} aria-hidden="true" />}
                  loading={importer.isPending}
                >
                  {TEXTS.screen.import}
                </Button>
              )}
            </FileButton>
          ) : null}
        </Group>
      </Group>

      <Group justify="space-between" gap="xs" wrap="wrap" aria-live="polite">
        <Text size="sm">{query.data ? countLabel(total) : ''}</Text>
        {progress !== null ? <Text size="sm">{TEXTS.screen.importing(progress)}</Text> : null}
        {canWrite && ordered && searching ? (
          <Text size="sm">{TEXTS.screen.clearSearchToOrder}</Text>
        ) : null}
      </Group>

      {query.isError ? (
        <Alert
          color="red"
          role="alert"
          title={TEXTS.screen.loadError}
          icon={<IconAlertCircle aria-hidden="true" />}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {query.error instanceof ApiError ? query.error.message : TEXTS.screen.checkConnection}
            </Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {TEXTS.screen.retry}
            </Button>
          </Stack>
        </Alert>
      ) : null}

      {query.isError && !query.data ? null : (
        <ListTable
          def={def}
          items={items}
          loading={query.isPending}
          busy={query.isPlaceholderData}
          empty={empty}
          sortable={!ordered}
          sort={sort}
          onSort={handleSort}
          editable={canWrite}
          showOrderColumn={ordered && !searching}
          reorderable={reorderable}
          onMove={handleMove}
          onEdit={openEditor}
          onDelete={(item) => void handleDelete(item)}
        />
      )}

      {!ordered && totalPages > 1 ? (
        <Center component="nav" aria-label={TEXTS.screen.pagesOf(def.title)}>
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={setPage}
            siblings={isPhone ? 0 : 1}
            getControlProps={(control) => ({ 'aria-label': PAGINATION_CONTROL_LABEL[control] })}
            getItemProps={(p) => ({
              'aria-label': TEXTS.screen.page(p),
              'aria-current': p === page ? 'page' : undefined,
            })}
          />
        </Center>
      ) : null}

      <div className="mantine-visually-hidden" aria-live="polite">
        {announcement}
      </div>

      <Modal
        opened={editor.opened}
        onClose={closeEditor}
        title={editor.item ? TEXTS.screen.edit(def.itemName) : newItemLabel(def)}
        size="lg"
        fullScreen={isPhone}
        closeOnClickOutside={false}
        centered
        closeButtonProps={{ 'aria-label': TEXTS.common.close }}
      >
        <ItemForm
          key={editor.token}
          def={def}
          item={editor.item}
          onSubmit={handleSave}
          onCancel={closeEditor}
        />
        {def.image && editor.item ? (
          <ItemImageUpload def={def} item={editor.item} label={itemLabel(def, editor.item)} />
        ) : def.image ? (
          <Text size="sm" c="dimmed" mt="md">
            {TEXTS.screen.saveFirst(def.itemName)}
          </Text>
        ) : null}
      </Modal>
    </Stack>
  );
}
