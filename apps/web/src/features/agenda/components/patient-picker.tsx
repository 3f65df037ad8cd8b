import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { usePatientLookup } from '../../patients/index.ts';
import { TEXTS } from '../texts.ts';

export interface PatientOption {
  id: string;
  label: string;
}

/** Searchable select of the therapist's patients, searched on the server as one types. */
export function PatientPicker(props: {
  value: PatientOption | null;
  onChange: (p: PatientOption | null) => void;
  error?: React.ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // Typing the chosen patient's own label is not a new search.
  const query = props.value && debounced === props.value.label ? '' : debounced;
  const found = usePatientLookup(query);

  const data = useMemo(() => {
    const options = (found.data?.items ?? []).map((p) => ({
      value: p.id,
      label: `${p.name} ${p.lastName}`.trim() + (p.email ? ` · ${p.email}` : ''),
    }));
    const chosen = props.value;
    if (chosen && !options.some((o) => o.value === chosen.id)) {
      options.unshift({ value: chosen.id, label: chosen.label });
    }
    return options;
  }, [found.data, props.value]);

  return (
    <Select
      label={TEXTS.newAppointment.patient}
      placeholder={TEXTS.newAppointment.patientPlaceholder}
      required
      searchable
      clearable
      data={data}
      value={props.value?.id ?? null}
      onChange={(id, option) => props.onChange(id && option ? { id, label: option.label } : null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by name, last name and e-mail.
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? '…' : TEXTS.newAppointment.patientNothing}
      error={props.error}
      data-testid="patient-picker"
    />
  );
}
