import { PRERENDERED_ROOT_ATTRIBUTE } from './useKeepEarlyScroll';

/** What a button says to its user: its accessible label, or its text. */
function buttonName(button: HTMLButtonElement): string {
  return button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
}

/**
 * A page the build rendered whole shows its buttons before the app has drawn over it, and a tap on one
 * then does nothing (links need no help: they navigate by themselves). Call this as soon as the entry
 * runs; it remembers the last button tapped, and the function it returns, called once the app has been
 * drawn, presses that button again: the same element if the app kept it and it still says the same,
 * otherwise the one button that now says it.
 */
export function holdEarlyTaps(root: HTMLElement): () => void {
  if (!root.hasAttribute(PRERENDERED_ROOT_ATTRIBUTE)) return () => {};
  let tapped: { button: HTMLButtonElement; name: string } | undefined;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) tapped = { button, name: buttonName(button) };
  };
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('click', onClick);
    if (!tapped) return;
    const { button, name } = tapped;
    if (button.isConnected && buttonName(button) === name) return button.click();
    const sameName = [...root.querySelectorAll('button')].filter((candidate) => buttonName(candidate) === name);
    if (sameName.length === 1) sameName[0].click();
  };
}
