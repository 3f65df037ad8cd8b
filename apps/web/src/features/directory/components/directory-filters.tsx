import { Button, NumberInput, Select, Stack, Switch } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { DIRECTORY_URL_KEYS as K, MEXICAN_STATES, type DirectoryFacets } from '@armonia/shared';
import { SearchInput } from '../../../components/search-input.tsx';
import { TEXTS } from '../texts.ts';

const F = TEXTS.filters;
const SEARCH_DELAY_MS = 300;

/**
 * A field typed into: shown as typed at once, written to the URL once typing pauses (one history
 * entry per search, not per key), and following the URL when back or forward changes it.
 */
function useTypedField(fromUrl: string, push: (value: string) => void) {
  const [value, setValue] = useState(fromUrl);
  useEffect(() => setValue(fromUrl), [fromUrl]);
  const later = useDebouncedCallback(push, SEARCH_DELAY_MS);
  return {
    value,
    set: (next: string) => {
      setValue(next);
      later(next);
    },
  };
}

type TypedField = ReturnType<typeof useTypedField>;

/** A fee bound, in whole pesos. */
function FeeField({ label, field }: { label: string; field: TypedField }) {
  return (
    <NumberInput
      label={label}
      min={0}
      step={100}
      thousandSeparator=","
      prefix="$"
      value={field.value}
      onChange={(v) => field.set(String(v))}
    />
  );
}

/** Changes to the URL's filters: a value, or null to drop the parameter. */
export type FilterChange = Record<string, string | null>;

/**
 * The directory's filters, read from and written to the URL (shareable; the back button undoes a
 * change). Every change starts again on page 1.
 */
export function DirectoryFilters({
  params,
  facets,
  onChange,
  onClear,
}: {
  params: URLSearchParams;
  facets: DirectoryFacets | undefined;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}) {
  const get = (key: string) => params.get(key) ?? '';
  const text = useTypedField(get(K.q), (v) => onChange({ [K.q]: v.trim() || null }));
  const feeMin = useTypedField(get(K.feeMin), (v) => onChange({ [K.feeMin]: v || null }));
  const feeMax = useTypedField(get(K.feeMax), (v) => onChange({ [K.feeMax]: v || null }));
  const state = get(K.state);
  const cities = (facets?.cities ?? [])
    .filter((c) => !state || c.state === state)
    .map((c) => c.city);

  const select = (key: string) => ({
    value: get(key) || null,
    onChange: (v: string | null) => onChange({ [key]: v }),
    clearable: true,
    comboboxProps: { withinPortal: true },
  });

  return (
    <Stack gap="sm" data-testid="directory-filters">
      <SearchInput
        label={F.search}
        placeholder={F.searchPlaceholder}
        value={text.value}
        onChange={text.set}
      />
      <Select
        label={F.therapy}
        placeholder={F.anyTherapy}
        data={(facets?.therapies ?? []).map((t) => ({ value: t.id, label: t.name }))}
        searchable
        {...select(K.therapy)}
      />
      <Select
        label={F.state}
        placeholder={F.anyState}
        data={MEXICAN_STATES.map((s) => ({ value: s.code, label: s.name }))}
        searchable
        {...select(K.state)}
        onChange={(v) => onChange({ [K.state]: v, [K.city]: null })}
      />
      <Select
        label={F.city}
        placeholder={F.anyCity}
        data={[...new Set([...cities, ...(get(K.city) ? [get(K.city)] : [])])]}
        searchable
        {...select(K.city)}
      />
      <Select
        label={F.modality}
        placeholder={F.anyModality}
        data={[
          { value: 'presencial', label: 'Presencial' },
          { value: 'en_linea', label: 'En línea' },
        ]}
        {...select(K.modality)}
      />
      <Select
        label={F.minRating}
        placeholder={F.anyRating}
        data={['3', '4', '4.5'].map((n) => ({ value: n, label: F.stars(Number(n)) }))}
        {...select(K.minRating)}
      />
      <FeeField label={F.feeMin} field={feeMin} />
      <FeeField label={F.feeMax} field={feeMax} />
      <Select
        label={F.language}
        placeholder={F.anyLanguage}
        data={(facets?.languages ?? []).map((l) => ({ value: l.code, label: l.name }))}
        {...select(K.language)}
      />
      <Switch
        label={F.freeThisWeek}
        checked={['1', 'true'].includes(get(K.freeThisWeek))}
        onChange={(e) => onChange({ [K.freeThisWeek]: e.currentTarget.checked ? '1' : null })}
        mt={4}
      />
      <Button variant="default" onClick={onClear} mt="xs">
        {TEXTS.list.clear}
      </Button>
    </Stack>
  );
}
