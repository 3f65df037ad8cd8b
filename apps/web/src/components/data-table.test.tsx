import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from './data-table.tsx';
import { PHONE_QUERY } from './use-phone.ts';

interface Row {
  id: string;
  name: string;
  city: string;
}

const rows: Row[] = [
  { id: '1', name: 'Ana Paula Guzmán', city: 'Monterrey' },
  { id: '2', name: 'Carlos Hernández', city: 'Saltillo' },
];

const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Paciente', sortable: true, cell: (r) => r.name },
  { key: 'city', header: 'Ciudad', sortable: true, cell: (r) => r.city },
  {
    key: 'actions',
    header: 'Acciones',
    card: 'actions',
    cell: (r) => <button type="button">Editar {r.name}</button>,
  },
];

/** The device's width, as the table reads it through matchMedia. */
function onScreen(phone: boolean) {
  const base = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...base(query),
    matches: phone && query === PHONE_QUERY,
  }));
}

function show(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return render(
    <MantineProvider env="test">
      <DataTable
        caption="Pacientes"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        {...props}
      />
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('on a desktop, then a table with a header per column and a row per item', () => {
    onScreen(false);
    show();
    const table = screen.getByRole('table', { name: 'Pacientes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Paciente', 'Ciudad', 'Acciones']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('on a phone, then one card per item: the first column as title, the rest labelled, buttons last', () => {
    onScreen(true);
    show();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Pacientes' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(first.firstElementChild?.textContent).toBe('Ana Paula Guzmán');
    expect(within(first).getByText('Ciudad').tagName).toBe('DT');
    expect(within(first).getByText('Monterrey').tagName).toBe('DD');
    expect(within(first).getByRole('button', { name: 'Editar Ana Paula Guzmán' })).toBeTruthy();
    expect(within(first).queryByText('Acciones')).toBeNull();
  });

  it('on a phone, then sorting is a choice above the cards', async () => {
    onScreen(true);
    const onSort = vi.fn();
    show({ onSort, sort: { key: 'name', dir: 'asc' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Orden ascendente' }));
    expect(onSort).toHaveBeenCalledWith('name');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeTruthy();
  });

  it('with no items, then the empty view instead of rows or cards', () => {
    onScreen(true);
    show({ rows: [], empty: <p>Aún no tienes pacientes.</p> });
    expect(screen.getByText('Aún no tienes pacientes.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
