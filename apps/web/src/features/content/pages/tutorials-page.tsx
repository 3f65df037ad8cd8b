import { Group, Pagination, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ContentItem, ContentKind } from '@armonia/shared';
import { SearchInput } from '../../../components/search-input.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useContentCategories, useContentItem, useContentItems } from '../api/content.ts';
import { ContentCard } from '../components/content-card.tsx';
import { ContentViewer } from '../components/content-viewer.tsx';
import { TEXTS } from '../texts.ts';
import { pageCount } from '@armonia/shared';

const TABS: { value: keyof typeof TEXTS.tabs; kind: ContentKind }[] = [
  { value: 'videos', kind: 'video' },
  { value: 'documentos', kind: 'document' },
  { value: 'articulos', kind: 'article' },
];
const PAGE_SIZE = 12;

function ContentTab({ kind, onOpen }: { kind: ContentKind; onOpen: (item: ContentItem) => void }) {
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${category}|${q}`;
  const page = paging.key === key ? paging.page : 1;
  const categories = useContentCategories(kind);
  const list = useContentItems({
    kind,
    category: category ?? undefined,
    q,
    page,
    pageSize: PAGE_SIZE,
  });
  const pages = pageCount(list.data?.total, PAGE_SIZE);

  return (
    <Stack gap="md" pt="md">
      <Group gap="sm" align="flex-end">
        <SearchInput
          label={TEXTS.reader.search}
          placeholder={TEXTS.reader.searchPlaceholder}
          value={search}
          onChange={setSearch}
          w={{ base: '100%', xs: 280 }}
        />
        <Select
          label={TEXTS.reader.category}
          placeholder={TEXTS.reader.allCategories}
          data={categories.data ?? []}
          value={category}
          onChange={setCategory}
          clearable
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      <QueryState
        query={list}
        texts={TEXTS.reader}
        empty={q || category ? TEXTS.reader.noMatch : TEXTS.reader.empty}
        centered="xl"
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {data.items.map((item) => (
              <ContentCard key={item.id} item={item} onOpen={() => onOpen(item)} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={(p) => setPaging({ key, page: p })}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Página anterior' : 'Página siguiente',
          })}
        />
      ) : null}
    </Stack>
  );
}

/**
 * /tutorials: what Información publishes for the reader's role, in three tabs. `?abrir=<id>`
 * (a search result) opens that video or document at once.
 */
export default function TutorialsPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'videos';
  const [opened, setOpened] = useState<ContentItem | null>(null);
  const linked = useContentItem(params.get('abrir'));
  const viewing = opened ?? linked.data ?? null;

  const close = () => {
    setOpened(null);
    if (params.has('abrir')) {
      params.delete('abrir');
      setParams(params, { replace: true });
    }
  };

  return (
    <Stack gap="sm">
      <Text c="dimmed">{TEXTS.reader.intro}</Text>
      <Tabs
        value={tab}
        onChange={(v) => setParams(v ? { tab: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {TEXTS.tabs[t.value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <ContentTab kind={t.kind} onOpen={setOpened} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {viewing ? <ContentViewer key={viewing.id} item={viewing} onClose={close} /> : null}
    </Stack>
  );
}
