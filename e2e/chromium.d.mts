/** The system's Chromium (CHROMIUM_PATH, /usr/bin/chromium). */
export const CHROMIUM_PATH: string;
/** The command-line flags every run of it gets. */
export const CHROMIUM_FLAGS: string[];
