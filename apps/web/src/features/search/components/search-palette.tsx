import '@mantine/spotlight/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconArrowRight, IconClock, IconLayoutGrid, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { APP_ROUTES } from '@armonia/shared';
import { useCurrentUser } from '../../../core/auth-store.ts';
import { formatShort } from '../../../core/dates.ts';
import { MIN_QUERY, useSearch } from '../api/search.ts';
import { useRecentSearches } from '../recent.ts';
import { TEXTS } from '../texts.ts';
import { Highlighted } from './highlighted.tsx';
import classes from './search-palette.module.css';
import { matchScreens, screensFor } from './screens.ts';

const [store, palette] = createSpotlight();
const T = TEXTS.palette;

/**
 * The quick-search palette (Ctrl+K or "/"): the screens of the user's menu and the first results
 * of every kind, moved through with the arrows and opened with Enter. Loaded on first use.
 */
export default function SearchPalette({ onClose }: { onClose: () => void }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const recent = useRecentSearches();
  const [query, setQuery] = useState('');
  const [q] = useDebouncedValue(query.trim(), 200);
  const search = useSearch({ q, pageSize: 4 });
  const screens = useMemo(
    () => matchScreens(user ? screensFor(user.Rol) : [], query).slice(0, 5),
    [user, query],
  );

  useEffect(() => {
    palette.open();
  }, []);

  // Spotlight selects the first action when the query changes; results arrive a moment later,
  // so the first one is selected again then, and Enter opens it.
  const answered = search.data;
  useEffect(() => {
    const first = document.querySelector<HTMLElement>('[data-palette-list] [data-action]');
    if (!first || document.querySelector('[data-palette-list] [data-selected]')) return;
    first.setAttribute('data-selected', 'true');
    store.updateState((state) => ({ ...state, selected: 0 }));
  }, [answered, screens]);

  const go = (path: string, remember?: string) => {
    if (remember) recent.remember(remember);
    void navigate(path);
  };
  const searching = q.length >= MIN_QUERY;
  const groups = searching ? (search.data?.groups ?? []) : [];

  return (
    <Spotlight.Root
      store={store}
      shortcut={null}
      query={query}
      onQueryChange={setQuery}
      onSpotlightClose={onClose}
      scrollable
      maxHeight={460}
      classNames={{ action: classes.action }}
      aria-label={T.label}
    >
      <Spotlight.Search
        placeholder={T.placeholder}
        aria-label={T.label}
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        data-testid="palette-input"
      />
      <Spotlight.ActionsList aria-label={T.label} data-palette-list>
        {!query.trim() && recent.list.length > 0 ? (
          <Spotlight.ActionsGroup label={T.recent}>
            {recent.list.map((r) => (
              <Spotlight.Action
                key={r}
                label={r}
                leftSection={<IconClock size={16} aria-hidden="true" />}
                closeSpotlightOnTrigger={false}
                onClick={() => setQuery(r)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {screens.length > 0 ? (
          <Spotlight.ActionsGroup label={T.screens}>
            {screens.map((s) => (
              <Spotlight.Action
                key={s.path}
                label={s.title}
                leftSection={<IconLayoutGrid size={16} aria-hidden="true" />}
                onClick={() => go(s.path)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {groups.map((g) => (
          <Spotlight.ActionsGroup
            key={g.kind}
            label={`${TEXTS.kinds[g.kind]} (${TEXTS.page.count(g.total, g.more)})`}
          >
            {g.hits.map((hit) => (
              <Spotlight.Action
                key={hit.id}
                onClick={() => go(hit.link, q)}
                data-testid="palette-hit"
              >
                <Stack gap={0} style={{ textAlign: 'left' }}>
                  <Text size="sm" fw={500}>
                    <Highlighted segments={hit.title} />
                  </Text>
                  {hit.meta || hit.at ? (
                    <Text size="xs" c="dimmed">
                      {[hit.meta, hit.at ? formatShort(hit.at) : ''].filter(Boolean).join(' · ')}
                    </Text>
                  ) : null}
                </Stack>
              </Spotlight.Action>
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {searching ? (
          <Spotlight.Action
            onClick={() => go(`${APP_ROUTES.search.path}?q=${encodeURIComponent(q)}`, q)}
          >
            <Group gap="xs">
              <IconArrowRight size={16} aria-hidden="true" />
              <Text size="sm">{T.seeAll(q)}</Text>
            </Group>
          </Spotlight.Action>
        ) : null}
        {!query.trim() && recent.list.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="sm">
            {T.typing}
          </Text>
        ) : null}
        {searching && search.isSuccess && groups.length === 0 && screens.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="sm">
            {T.empty}
          </Text>
        ) : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
