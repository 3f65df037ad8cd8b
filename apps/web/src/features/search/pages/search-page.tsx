import { Anchor, Badge, Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageCount, SEARCH_KINDS, type SearchGroup, type SearchKind } from '@armonia/shared';
import { SearchInput } from '../../../components/search-input.tsx';
import { formatShort } from '../../../core/dates.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { MIN_QUERY, useSearch } from '../api/search.ts';
import { Highlighted } from '../components/highlighted.tsx';
import { useRecentSearches } from '../recent.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.page;
const PAGE_SIZE = 20;

/** ↑ and ↓ move between the result links of the page, as in the palette. */
function moveFocus(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const links = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-result]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = e.key === 'ArrowDown' ? at + 1 : at - 1;
  if (next < 0 || next >= links.length) return;
  e.preventDefault();
  links[next]!.focus();
}

function ResultGroup({
  group,
  onMore,
  onOpen,
}: {
  group: SearchGroup;
  onMore?: () => void;
  onOpen: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={TEXTS.kinds[group.kind]}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {TEXTS.kinds[group.kind]}{' '}
          <Badge variant="light" ml={4}>
            {T.count(group.total, group.more)}
          </Badge>
        </Title>
        {onMore && group.total > group.hits.length ? (
          <Button variant="subtle" size="compact-sm" onClick={onMore}>
            {T.seeAll(group.total, group.more)}
          </Button>
        ) : null}
      </Group>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {group.hits.map((hit) => (
          <li key={hit.id}>
            <Anchor
              component={Link}
              to={hit.link}
              data-result
              onClick={onOpen}
              underline="never"
              display="block"
              p={6}
              style={{ borderRadius: 6 }}
              data-testid="search-hit"
            >
              <Text fw={500} c="teal.9" component="span" display="block">
                <Highlighted segments={hit.title} />
              </Text>
              {hit.snippet.length ? (
                <Text size="sm" c="dark.6" component="span" lineClamp={2}>
                  <Highlighted segments={hit.snippet} />
                </Text>
              ) : null}
              {hit.meta || hit.at ? (
                <Text size="xs" c="dimmed" component="span" display="block">
                  {[hit.meta, hit.at ? formatShort(hit.at) : ''].filter(Boolean).join(' · ')}
                </Text>
              ) : null}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * /search?q=…: one query over everything the user may open, grouped by kind with counts and the
 * matches marked; `tipo` pages through one kind. Searches are remembered on this device.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const kindParam = params.get('tipo');
  const kind = SEARCH_KINDS.find((k) => k === kindParam) as SearchKind | undefined;
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const [text, setText] = useState(q);
  const recent = useRecentSearches();
  const search = useSearch({ q, kind, page, pageSize: kind ? PAGE_SIZE : 5 });

  useEffect(() => setText(q), [q]);

  const show = (next: Record<string, string>) => setParams(next);
  const remember = () => recent.remember(q);
  const submit = () => {
    if (text.trim().length >= MIN_QUERY) {
      recent.remember(text);
      show({ q: text.trim() });
    }
  };

  return (
    <Stack gap="md" maw={900}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Group gap="sm" align="flex-end">
          <SearchInput
            label={T.label}
            placeholder={T.placeholder}
            value={text}
            onChange={setText}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="search-page-input"
          />
          <Button type="submit">{T.submit}</Button>
        </Group>
      </form>

      {q.length < MIN_QUERY ? (
        <Stack gap="sm">
          <Text c="dimmed">{T.hint}</Text>
          {recent.list.length ? (
            <Paper withBorder radius="md" p="md" component="section" aria-label={T.recent}>
              <Group justify="space-between" mb="xs">
                <Title order={3} size="h5">
                  {T.recent}
                </Title>
                <Button variant="subtle" size="compact-sm" onClick={recent.clear}>
                  {T.clearRecent}
                </Button>
              </Group>
              <Group gap="xs">
                {recent.list.map((r) => (
                  <Button key={r} variant="light" size="compact-sm" onClick={() => show({ q: r })}>
                    {r}
                  </Button>
                ))}
              </Group>
            </Paper>
          ) : null}
        </Stack>
      ) : (
        <>
          <Group justify="space-between">
            <Title order={2} size="h4">
              {T.resultsFor(q)}
            </Title>
            {kind ? (
              <Button variant="subtle" size="compact-sm" onClick={() => show({ q })}>
                {T.backToAll}
              </Button>
            ) : null}
          </Group>
          <QueryState
            query={search}
            texts={T}
            isEmpty={(d) => !d || d.groups.length === 0}
            empty={
              <Stack gap={4}>
                <Text>{T.nothing(q)}</Text>
                <Text size="sm" c="dimmed">
                  {T.nothingHint}
                </Text>
              </Stack>
            }
            centered="lg"
          >
            {(data) => (
              <Stack gap="md" onKeyDown={moveFocus} data-testid="search-results">
                <Text size="xs" c="dimmed">
                  {T.keyboard}
                </Text>
                {data.groups.map((g) => (
                  <ResultGroup
                    key={g.kind}
                    group={g}
                    onOpen={remember}
                    onMore={kind ? undefined : () => show({ q, tipo: g.kind })}
                  />
                ))}
                {kind && data.groups[0] && data.groups[0].total > PAGE_SIZE ? (
                  <Pagination
                    total={pageCount(data.groups[0].total, PAGE_SIZE)}
                    value={page}
                    onChange={(p) => show({ q, tipo: kind, pagina: String(p) })}
                  />
                ) : null}
              </Stack>
            )}
          </QueryState>
        </>
      )}
    </Stack>
  );
}
