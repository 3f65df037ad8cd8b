/** The analytics feature exposes nothing to other features. */
export {};
