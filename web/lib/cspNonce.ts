import { setNonce } from 'get-nonce';

// The server writes a fresh style nonce into this meta tag; components that insert a <style>
// element (Radix's modal scroll lock) read it through get-nonce, so the strict CSP allows them.
const meta = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;

/** This page's style nonce, for components that take it as a prop (Radix Select's viewport style). */
export const styleNonce = meta && meta !== '__CSP_NONCE__' ? meta : undefined;
if (styleNonce) setNonce(styleNonce);
