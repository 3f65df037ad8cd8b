import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog, useLastShown } from './form-dialog.tsx';

function show(extra: Partial<Parameters<typeof FormDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
  render(
    <MantineProvider env="test">
      <FormDialog
        opened
        onClose={onClose}
        title="Cancelar cita"
        onSubmit={onSubmit}
        submit="Cancelar la cita"
        saving={false}
        cancel="Conservarla"
        {...extra}
      >
        <input aria-label="Motivo" />
      </FormDialog>
    </MantineProvider>,
  );
  return { onClose, onSubmit };
}

afterEach(cleanup);

describe('FormDialog: a form in a dialog, its cancel and submit buttons at the end', () => {
  it('when the user submits, then the form handler runs; cancel closes the dialog', () => {
    const { onClose, onSubmit } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar la cita' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Conservarla' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('when it saves, then cancel still works unless the dialog locks while saving', () => {
    show({ saving: true });
    expect(screen.getByRole('button', { name: 'Conservarla' }).hasAttribute('disabled')).toBe(
      false,
    );
    cleanup();
    show({ saving: true, lockWhileSaving: true });
    expect(screen.getByRole('button', { name: 'Conservarla' }).hasAttribute('disabled')).toBe(true);
  });

  it('when a close label is given, then the × button is named with it', () => {
    show({ closeLabel: 'Cerrar' });
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});

describe('useLastShown: what a dialog opened for a value shows', () => {
  it('when the value goes away (the dialog closes), then the last one stays shown; a new one replaces it', () => {
    const { result, rerender } = renderHook(({ v }) => useLastShown(v), {
      initialProps: { v: null as string | null },
    });
    expect(result.current).toBeNull();
    rerender({ v: 'cita 1' });
    expect(result.current).toBe('cita 1');
    rerender({ v: null });
    expect(result.current).toBe('cita 1');
    rerender({ v: 'cita 2' });
    expect(result.current).toBe('cita 2');
  });
});
