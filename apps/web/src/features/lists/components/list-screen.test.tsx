import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTS, type ListDef } from '@armonia/shared';
import { ApiError } from '../../../core/api-client.ts';
import { clearSession, setCurrentUser } from '../../../core/auth-store.ts';
import { listKeys, type ListPage } from '../api/list-items.ts';
import { ItemForm } from './item-form.tsx';
import { ListScreen } from './list-screen.tsx';

const flowers: ListDef = LISTS.flowers;

function renderWithProviders(ui: ReactNode, seed?: (client: QueryClient) => void) {
  // Queries stay disabled: the screen is checked as it renders before any answer, off the network.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  seed?.(client);
  return render(
    <MemoryRouter>
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <ModalsProvider>{ui}</ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </MemoryRouter>,
  );
}

function signInAs(Rol: 'Super-Admin' | 'Terapeuta') {
  setCurrentUser({
    token: 't',
    Rol,
    name: 'Ana',
    userName: 'ana',
    email: 'ana@example.mx',
    id: '1',
  });
}

beforeAll(() => {
  // jsdom has no FontFaceSet, which Mantine's autosize Textarea listens to.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

afterEach(() => {
  cleanup();
  clearSession();
});

describe('item form', () => {
  it('when the empty flowers form is submitted, then each required field says what is missing in Spanish', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<ItemForm def={flowers} onSubmit={onSubmit} onCancel={() => undefined} />);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const expected: ['textbox' | 'combobox', string, string][] = [
      ['textbox', 'Nombre', 'Escribe nombre.'],
      ['textbox', 'Nombre en inglés', 'Escribe nombre en inglés.'],
      ['combobox', 'Grupo', 'Grupo: elige una opción de la lista.'],
    ];
    for (const [role, label, message] of expected) {
      const field = screen.getByRole(role, { name: label });
      const error = screen.getByText(message);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    }
    expect(
      screen.getByRole('textbox', { name: 'Indicación' }).getAttribute('aria-invalid'),
    ).not.toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nombre' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the form is valid, then it hands over the trimmed data of every field', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<ItemForm def={flowers} onSubmit={onSubmit} onCancel={() => undefined} />);

    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), '  Agrimonia ');
    await user.type(screen.getByRole('textbox', { name: 'Nombre en inglés' }), 'Agrimony');
    await user.click(screen.getByRole('combobox', { name: 'Grupo' }));
    await user.click(await screen.findByRole('option', { name: 'Soledad' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Agrimonia',
      englishName: 'Agrimony',
      group: 'Soledad',
      indication: '',
    });
  });

  it('when the server refuses a duplicate, then its message shows under the field', async () => {
    const duplicate = new ApiError(409, {
      status: 'error',
      message: 'Ya existe un elemento con ese valor en la lista.',
      errors: [{ field: 'name', message: 'Ya existe una flor con ese nombre.' }],
    });
    const user = userEvent.setup();
    renderWithProviders(
      <ItemForm
        def={flowers}
        item={{
          id: 'a',
          position: 0,
          imageVersion: null,
          data: { name: 'Agrimonia', englishName: 'Agrimony', group: 'Soledad', indication: '' },
        }}
        onSubmit={() => Promise.reject(duplicate)}
        onCancel={() => undefined}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(await screen.findByText('Ya existe una flor con ese nombre.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Guardar' }).hasAttribute('data-loading')).toBe(
      false,
    );
  });
});

describe('list screen', () => {
  it('shows the definition columns as headers and its loading state while the list arrives', () => {
    renderWithProviders(<ListScreen def={flowers} />);

    const table = screen.getByRole('table', { name: 'Flores de Bach' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Nombre', 'Nombre en inglés', 'Grupo']);
    expect(screen.getByLabelText('Cargando Flores de Bach')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar en Flores de Bach' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeTruthy();
  });

  it('without Super-Admin, then there is nothing to create, import or edit', () => {
    signInAs('Terapeuta');
    renderWithProviders(<ListScreen def={flowers} />);

    expect(screen.queryByRole('button', { name: 'Nueva flor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Importar CSV' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
  });

  it('a header sorts its column, ascending first and then descending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ListScreen def={flowers} />);

    const th = screen.getByRole('columnheader', { name: 'Grupo' });
    expect(th.getAttribute('aria-sort')).toBe('none');
    await user.click(within(th).getByRole('button', { name: 'Grupo' }));
    expect(th.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(th).getByRole('button', { name: 'Grupo' }));
    expect(th.getAttribute('aria-sort')).toBe('descending');
  });

  it('an ordered list shows its order column and its headers do not sort', () => {
    renderWithProviders(<ListScreen def={LISTS.trackingList} />);

    const table = screen.getByRole('table', { name: 'Lista de Rastreo' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Orden', 'Punto', 'Zona']);
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(headers.every((th) => !th.hasAttribute('aria-sort'))).toBe(true);
  });

  it('for Super-Admin, "Nueva flor" opens the generated form, which refuses to save it empty', async () => {
    signInAs('Super-Admin');
    const user = userEvent.setup();
    renderWithProviders(<ListScreen def={flowers} />);

    await user.click(screen.getByRole('button', { name: 'Nueva flor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva flor' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(within(dialog).getByText('Escribe nombre.')).toBeTruthy();
    expect(within(dialog).getByText('Grupo: elige una opción de la lista.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar CSV' })).toBeTruthy();
  });

  it('shows cached rows through the definition: booleans as Sí/No and labelled row actions', async () => {
    signInAs('Super-Admin');
    const page: ListPage = {
      items: [
        {
          id: 'a',
          position: 1,
          imageVersion: null,
          data: { code: 'MXN', name: 'Peso', kind: 'Moneda', isDefault: true },
        },
        {
          id: 'b',
          position: 2,
          imageVersion: null,
          data: { code: 'USD', name: 'Dólar', kind: 'Moneda', isDefault: false },
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    };
    const user = userEvent.setup();
    renderWithProviders(<ListScreen def={LISTS.currency} />, (client) =>
      client.setQueryData(listKeys.items('currency', { page: 1, pageSize: 20, q: '' }), page),
    );

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[3]?.textContent)).toEqual(['Sí', 'No']);
    expect(screen.getByText('2 elementos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar USD' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Editar MXN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar preferencia' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Clave' }).value).toBe(
      'MXN',
    );
    expect(
      within(dialog).getByRole<HTMLInputElement>('switch', { name: 'Predeterminada' }).checked,
    ).toBe(true);
  });
});
