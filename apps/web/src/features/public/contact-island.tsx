import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ContactForm } from './contact-form.tsx';

/** Takes over the prerendered contact form; the rest of /contacto stays static. */
export function hydrateContactForm(container: HTMLElement) {
  hydrateRoot(
    container,
    <StrictMode>
      <ContactForm />
    </StrictMode>,
  );
}
