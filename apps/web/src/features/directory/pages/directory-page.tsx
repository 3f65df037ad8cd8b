import { Alert, Button, Grid, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORT_LABELS,
  DIRECTORY_SORTS,
  DIRECTORY_URL_KEYS as K,
  urlKeyOfField,
  pageCount,
} from '@armonia/shared';
import {
  directoryQueryFromUrl,
  withFilters,
  withoutRefused,
  withPage,
} from '../../../core/directory-url.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../core/api-client.ts';
import { useDirectory, useFacets } from '../api/directory.ts';
import { DirectoryFilters, type FilterChange } from '../components/directory-filters.tsx';
import { TherapistCard } from '../components/therapist-card.tsx';
import { Pager } from '../components/pager.tsx';
import { TEXTS } from '../texts.ts';

const L = TEXTS.list;

/**
 * /directorio-terapeutas (therapists and patients): the filters live in the URL, so a search can
 * be shared and the back button undoes a change.
 */
export default function DirectoryPage() {
  const [params, setParams] = useSearchParams();
  const query = directoryQueryFromUrl(params);
  const list = useDirectory(query);
  const facets = useFacets();
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const [showFilters, setShowFilters] = useState(false);
  const [dropped, setDropped] = useState<string[]>([]);

  // A filter the API refused (a hand-edited or outdated URL) is dropped, and the screen says why.
  const error = list.error;
  useEffect(() => {
    if (!(error instanceof ApiError) || error.status !== 400) return;
    const fields = error.fieldErrors.map((f) => f.field);
    if (!fields.some(urlKeyOfField)) return;
    setDropped(error.fieldErrors.map((f) => f.message));
    setParams((p) => withoutRefused(p, fields), { replace: true });
  }, [error, setParams]);

  const change = (c: FilterChange) => {
    setDropped([]);
    setParams((p) => withFilters(p, c));
  };
  const clear = () => {
    setDropped([]);
    setParams(new URLSearchParams());
  };
  const page = Number(params.get(K.page)) || 1;
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, DIRECTORY_PAGE_SIZE);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <Paper withBorder radius="md" p="md">
          {wide ? null : (
            <Button
              variant="default"
              fullWidth
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
              onClick={() => setShowFilters((x) => !x)}
              aria-expanded={showFilters}
              mb={showFilters ? 'md' : 0}
            >
              {showFilters ? TEXTS.filters.hide : TEXTS.filters.show}
            </Button>
          )}
          {wide || showFilters ? (
            <DirectoryFilters
              params={params}
              facets={facets.data}
              onChange={change}
              onClear={clear}
            />
          ) : null}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Stack gap="md">
          {dropped.length ? (
            <Alert color="yellow" role="status" data-testid="filter-dropped">
              {L.invalidFilter} {dropped.join(' ')}
            </Alert>
          ) : null}
          <Group justify="space-between" align="flex-end" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="directory-count">
              {list.data ? L.count(total) : ''}
            </Text>
            <Select
              label={TEXTS.filters.sort}
              data={DIRECTORY_SORTS.map((s) => ({ value: s, label: DIRECTORY_SORT_LABELS[s] }))}
              value={params.get(K.sort) ?? 'relevance'}
              onChange={(v) => change({ [K.sort]: v === 'relevance' ? null : v })}
              allowDeselect={false}
              w={220}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          <QueryState
            query={list}
            texts={L}
            centered="xl"
            empty={
              <Paper withBorder radius="md" p="xl" data-testid="directory-empty">
                <Stack align="center" gap="xs">
                  <Text fw={600}>{L.empty}</Text>
                  <Text size="sm" c="dimmed">
                    {L.emptyHint}
                  </Text>
                  <Button variant="light" onClick={clear}>
                    {L.clear}
                  </Button>
                </Stack>
              </Paper>
            }
          >
            {(data) => (
              <Stack gap="md">
                <SimpleGrid
                  cols={{ base: 1, sm: 2, xl: 3 }}
                  spacing="md"
                  aria-label={L.results}
                  data-testid="directory-results"
                  style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
                >
                  {data.items.map((card) => (
                    <TherapistCard key={card.id} card={card} />
                  ))}
                </SimpleGrid>
                <Pager
                  pages={pages}
                  page={page}
                  onChange={(p) => setParams((old) => withPage(old, p))}
                  label={L.pagination}
                />
              </Stack>
            )}
          </QueryState>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
