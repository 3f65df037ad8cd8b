import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryLike } from './query-state.tsx';

function show(query: QueryLike<string[]>, extra: { retry?: string; empty?: string } = {}) {
  render(
    <MantineProvider env="test">
      <QueryState query={query} loading="Cargando citas" error="No pudimos cargar." {...extra}>
        {(items) => (
          <ul>
            {items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </MantineProvider>,
  );
}

afterEach(cleanup);

describe('QueryState: loading, error, empty and content of a query', () => {
  it('when the query loads, then a spinner named for it shows', () => {
    show({ isLoading: true, isError: false, data: undefined });
    expect(screen.getByLabelText('Cargando citas')).toBeTruthy();
  });

  it('when the query failed, then an alert says so, with a retry button that refetches', () => {
    const refetch = vi.fn();
    show({ isLoading: false, isError: true, data: undefined, refetch }, { retry: 'Reintentar' });
    expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar.');
    screen.getByRole('button', { name: 'Reintentar' }).click();
    expect(refetch).toHaveBeenCalled();
  });

  it('when the answer is an empty list, then the empty text shows instead of the content', () => {
    show({ isLoading: false, isError: false, data: [] }, { empty: 'Aún no hay citas.' });
    expect(screen.getByText('Aún no hay citas.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('when there is no answer and no empty text, then the alert shows', () => {
    show({ isLoading: false, isError: false, data: undefined });
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('when the answer has items, then the content gets them', () => {
    show({ isLoading: false, isError: false, data: ['a', 'b'] }, { empty: 'Aún no hay citas.' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('when the texts come as one object, then its loading, error and retry texts are used', () => {
    const texts = { loading: 'Cargando citas', error: 'No pudimos cargar.', retry: 'Reintentar' };
    render(
      <MantineProvider env="test">
        <QueryState query={{ isLoading: false, isError: true, data: undefined }} texts={texts}>
          {() => null}
        </QueryState>
      </MantineProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
