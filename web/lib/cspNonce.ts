import { setNonce } from 'get-nonce';

// The server writes a fresh style nonce into this meta tag; components that insert a <style>
// element (Radix's modal scroll lock) read it through get-nonce, so the strict CSP allows them.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);
