// Attribute values a prerendered page's script looks for (see static-page.ts). Kept apart from
// the components so that script does not pull them in.

/** `data-session` of the header's actions: the signed-in set and the guest set. */
export const SIGNED_IN_ACTIONS = 'signed-in';
export const GUEST_ACTIONS = 'guest';

/** `data-island` of the contact form, hydrated on its own in the prerendered /contacto. */
export const CONTACT_FORM_ISLAND = 'contact-form';
