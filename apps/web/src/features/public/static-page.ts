import { ROLE_HOME } from '@armonia/shared';
import { CURRENT_USER_KEY, parseStoredUser } from '../../core/stored-user.ts';
import { CONTACT_FORM_ISLAND, GUEST_ACTIONS, SIGNED_IN_ACTIONS } from './page-markers.ts';

/** The prerendered header shows the guest's actions; a stored session gets its own. */
function showSessionActions(doc: Document) {
  const user = parseStoredUser(localStorage.getItem(CURRENT_USER_KEY));
  const signedIn = doc.querySelector<HTMLAnchorElement>(`a[data-session="${SIGNED_IN_ACTIONS}"]`);
  const guest = doc.querySelector<HTMLElement>(`[data-session="${GUEST_ACTIONS}"]`);
  if (!user || !signedIn || !guest) return;
  signedIn.href = ROLE_HOME[user.Rol];
  signedIn.hidden = false;
  guest.hidden = true;
}

/**
 * The whole script of a prerendered public page. The page is complete without it; the menu is
 * an HTML popover. Only the contact form needs React, and only /contacto downloads it.
 */
export function enhanceStaticPage(doc: Document) {
  showSessionActions(doc);
  const contactForm = doc.querySelector<HTMLElement>(`[data-island="${CONTACT_FORM_ISLAND}"]`);
  if (contactForm) {
    void import('./contact-island.tsx').then((island) => island.hydrateContactForm(contactForm));
  }
}
