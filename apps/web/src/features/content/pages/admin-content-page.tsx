import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Pagination,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconDots, IconEdit, IconPlus, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { APP_ROUTES, type ContentItem, type ContentKind, pageCount } from '@armonia/shared';
import { SearchInput } from '../../../components/search-input.tsx';
import { confirmAction } from '../../../core/dialogs.tsx';
import { formatShortDay } from '../../../core/dates.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useArchiveContent, useContentItem, useContentItems } from '../api/content.ts';
import { ContentForm } from '../components/content-form.tsx';
import { TEXTS } from '../texts.ts';

const T = TEXTS.admin;
const PAGE_SIZE = 20;
const KIND_BY_PATH: Record<string, ContentKind> = {
  [APP_ROUTES.infoFiles.path]: 'document',
  [APP_ROUTES.infoTutorials.path]: 'video',
  [APP_ROUTES.infoArticles.path]: 'article',
};
const editorPath = (id: string) => APP_ROUTES.infoArticleEdit.path.replace(':articleId', id);

function StateBadges({ item }: { item: ContentItem }) {
  return (
    <Group gap={4}>
      {item.archived ? (
        <Badge color="gray" variant="light">
          {T.archived}
        </Badge>
      ) : item.published ? (
        <Badge color="teal" variant="light">
          {T.published}
        </Badge>
      ) : (
        <Badge color="orange.9" variant="light">
          {T.draft}
        </Badge>
      )}
    </Group>
  );
}

/**
 * /information/files, /information/tutorials and /information/articles: what the administration
 * publishes, with its audience, state and counters; new, edit, replace and archive (never delete).
 */
export default function AdminContentPage() {
  const { pathname } = useLocation();
  const kind = KIND_BY_PATH[pathname.replace(/\/+$/, '')] ?? 'document';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [archived, setArchived] = useState(false);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${q}|${archived}`;
  const page = paging.key === key ? paging.page : 1;
  const [editing, setEditing] = useState<ContentItem | 'new' | null>(null);
  const linked = useContentItem(kind === 'article' ? null : params.get('abrir'));
  const list = useContentItems({
    kind,
    q,
    archived: archived ? 'true' : 'false',
    page,
    pageSize: PAGE_SIZE,
  });
  const archive = useArchiveContent();
  const pages = pageCount(list.data?.total, PAGE_SIZE);
  const form = editing ?? linked.data ?? null;

  const closeForm = () => {
    setEditing(null);
    if (params.has('abrir')) setParams({}, { replace: true });
  };
  const add = () => (kind === 'article' ? navigate(editorPath('nuevo')) : setEditing('new'));
  const edit = (item: ContentItem) =>
    kind === 'article' ? navigate(editorPath(item.id)) : setEditing(item);

  async function toggleArchive(item: ContentItem) {
    if (!item.archived) {
      const ok = await confirmAction({
        title: T.archiveTitle,
        message: T.archiveQuestion(item.title),
        confirmLabel: T.archive,
      });
      if (!ok) return;
    }
    await archive.mutateAsync({ id: item.id, archived: !item.archived });
    notifications.show({
      color: 'teal',
      message: item.archived ? T.unarchivedDone : T.archivedDone,
    });
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Text c="dimmed" size="sm" maw={560}>
            {T.intro[kind]}
          </Text>
          <Button leftSection={<IconPlus size={18} />} onClick={add}>
            {T.kinds[kind].add}
          </Button>
        </Group>
        <Group gap="md" align="flex-end">
          <SearchInput
            label={T.search}
            value={search}
            onChange={setSearch}
            w={{ base: '100%', xs: 280 }}
          />
          <Switch
            label={T.showArchived}
            checked={archived}
            onChange={(e) => setArchived(e.currentTarget.checked)}
          />
        </Group>
        <QueryState
          query={list}
          texts={T}
          empty={archived ? T.emptyArchive : T.empty}
          centered="lg"
        >
          {(data) => (
            <Table verticalSpacing="sm" data-testid="admin-content">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.columns.title}</Table.Th>
                  <Table.Th visibleFrom="md">{T.columns.category}</Table.Th>
                  <Table.Th visibleFrom="sm">{T.columns.audience}</Table.Th>
                  <Table.Th visibleFrom="md">{T.columns.counts}</Table.Th>
                  <Table.Th visibleFrom="lg">{T.columns.updated}</Table.Th>
                  <Table.Th w={56}>
                    <VisuallyHidden>{T.columns.actions}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Stack gap={4}>
                        {kind === 'article' ? (
                          <Text component={Link} to={editorPath(item.id)} fw={500} c="teal.9">
                            {item.title}
                          </Text>
                        ) : (
                          <Text fw={500}>{item.title}</Text>
                        )}
                        <StateBadges item={item} />
                      </Stack>
                    </Table.Td>
                    <Table.Td visibleFrom="md">{item.category}</Table.Td>
                    <Table.Td visibleFrom="sm">{TEXTS.audience[item.audience]}</Table.Td>
                    <Table.Td visibleFrom="md">
                      {item.views ?? 0} / {item.downloads ?? 0}
                    </Table.Td>
                    <Table.Td visibleFrom="lg">{formatShortDay(item.updatedAt)}</Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={T.actionsOf(item.title)}
                          >
                            <IconDots size={18} />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item
                            leftSection={<IconEdit size={16} />}
                            onClick={() => edit(item)}
                          >
                            {T.edit}
                          </Menu.Item>
                          <Menu.Item
                            leftSection={
                              item.archived ? <IconRestore size={16} /> : <IconArchive size={16} />
                            }
                            onClick={() => void toggleArchive(item)}
                          >
                            {item.archived ? T.unarchive : T.archive}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryState>
        {pages > 1 ? (
          <Pagination total={pages} value={page} onChange={(p) => setPaging({ key, page: p })} />
        ) : null}
      </Stack>
      {form && kind !== 'article' ? (
        <ContentForm
          key={form === 'new' ? 'new' : form.id}
          kind={kind}
          item={form === 'new' ? undefined : form}
          onClose={closeForm}
        />
      ) : null}
    </Paper>
  );
}
