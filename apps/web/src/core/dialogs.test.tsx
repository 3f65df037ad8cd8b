import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { showMessage, showSuccessSave } from './dialogs.tsx';

function mount() {
  render(
    <MantineProvider>
      <ModalsProvider>
        <div />
      </ModalsProvider>
    </MantineProvider>,
  );
}

afterEach(cleanup);

describe('message pop-up', () => {
  it('shows icon, title, message and Ok; Escape and the backdrop do not close it; Ok does', async () => {
    mount();
    let closed = false;
    act(() => {
      void showMessage({ kind: 'warning', title: 'Atención', message: 'Revisa los datos.' }).then(
        () => {
          closed = true;
        },
      );
    });
    const popup = await screen.findByTestId('message-popup');
    expect(popup.getAttribute('data-kind')).toBe('warning');
    expect(screen.getByRole('heading', { name: 'Atención' })).toBeTruthy();
    expect(screen.getByText('Revisa los datos.')).toBeTruthy();
    expect(screen.getByLabelText('Advertencia')).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('message-popup')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(closed).toBe(true));
  });
});

describe('success-save dialog', () => {
  it('"Exitoso" shows a check icon; "Cancel" shows a cancel icon', async () => {
    mount();
    act(() => {
      void showSuccessSave({ title: 'Exitoso', secondTitle: 'Guardado', message: 'Listo.' });
    });
    expect((await screen.findByTestId('success-save')).getAttribute('data-icon')).toBe('check');
    expect(screen.getByRole('heading', { name: 'Guardado' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByTestId('success-save')).toBeNull());

    act(() => {
      void showSuccessSave({ title: 'Cancel', message: 'Se canceló la operación.' });
    });
    expect((await screen.findByTestId('success-save')).getAttribute('data-icon')).toBe('cancel');
  });
});
