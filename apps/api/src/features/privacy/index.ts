/** What the app wires of the privacy feature. */
export { privacyRoutes } from './privacy.routes.ts';
export { createPrivacyService, type PrivacyService } from './privacy.service.ts';
