import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { api } from '../../core/api-client.ts';
import { ContactPage } from './contact-page.tsx';

function renderContactPage() {
  const router = createMemoryRouter([{ path: '/contacto', Component: ContactPage }], {
    initialEntries: ['/contacto'],
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('contact page', () => {
  it('when the empty form is submitted, then each field shows its Spanish message and nothing is sent', async () => {
    const post = vi.spyOn(api, 'post');
    const user = userEvent.setup();
    renderContactPage();

    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    const expected: [string, string][] = [
      ['Nombre completo', 'Escribe tu nombre.'],
      ['Correo electrónico', 'Escribe un correo electrónico válido.'],
      ['Asunto', 'Elige un asunto.'],
      ['Mensaje', 'Cuéntanos un poco más (al menos 10 caracteres).'],
    ];
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label);
      const error = screen.getByText(message);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    }
    expect(screen.getByLabelText(/Teléfono/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Nombre completo'));
    expect(post).not.toHaveBeenCalled();
  });

  it('when a flagged field is corrected, then its message goes away while the others stay', async () => {
    const user = userEvent.setup();
    renderContactPage();

    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await user.type(screen.getByLabelText('Nombre completo'), 'Rosa Elena Cantú');

    expect(screen.queryByText('Escribe tu nombre.')).toBeNull();
    expect(screen.getByLabelText('Nombre completo').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Elige un asunto.')).toBeTruthy();
  });

  it('when the phone has letters, then the form is not sent and the phone explains why', async () => {
    const post = vi.spyOn(api, 'post');
    const user = userEvent.setup();
    renderContactPage();

    await user.type(screen.getByLabelText('Nombre completo'), 'Rosa Elena Cantú');
    await user.type(screen.getByLabelText('Correo electrónico'), 'rosa.cantu@correo.mx');
    await user.type(screen.getByLabelText(/Teléfono/), '81 abc');
    await user.selectOptions(screen.getByLabelText('Asunto'), 'informes');
    await user.type(
      screen.getByLabelText('Mensaje'),
      'Quisiera informes sobre la terapia de par biomagnético.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(
      screen.getByText('El teléfono solo puede tener números, espacios y + ( ) -.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Teléfono/));
    expect(post).not.toHaveBeenCalled();
  });
});
