/** Marks the root of a page the build rendered whole (scripts/prerenderWeb.ts), not the loading shell. */
export const PRERENDERED_ROOT_ATTRIBUTE = 'data-prerendered';
