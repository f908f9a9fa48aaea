/** What a button says to its user: its accessible label, or its text. */
function buttonName(button: HTMLButtonElement): string {
  return button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
}

/** The button that says `name` after the app's render: the tapped element if it was kept, else the only one. */
function buttonNow(root: HTMLElement, tapped: HTMLButtonElement, name: string): HTMLButtonElement | undefined {
  if (tapped.isConnected && buttonName(tapped) === name) return tapped;
  const sameName = [...root.querySelectorAll('button')].filter((candidate) => buttonName(candidate) === name);
  return sameName.length === 1 ? sameName[0] : undefined;
}

/** The text fields of the served page the visitor has typed in, by id. */
function typedFields(root: HTMLElement): Map<string, string> {
  const typed = new Map<string, string>();
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('textarea[id], input[id]')) {
    if (field.value !== field.defaultValue) typed.set(field.id, field.value);
  }
  return typed;
}

/**
 * A served page (one the build rendered whole, or the frame around the loading spinner) shows its
 * buttons and fields before the app has drawn over it: a tap on a button then does nothing, and the
 * app's first render would empty a field typed in (links need no help: they navigate by themselves).
 * Call this as soon as the entry runs, and the function it returns just before the app's first
 * render; that one returns the function to call just after, which gives the typed text to the app's
 * fields and presses the tapped buttons again, in order, unless the age gate now stands in front.
 */
export function holdEarlyInput(root: HTMLElement): () => () => void {
  const taps: { button: HTMLButtonElement; name: string }[] = [];
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) taps.push({ button, name: buttonName(button) });
  };
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('click', onClick);
    const typed = typedFields(root);
    return () => {
      for (const [id, value] of typed) {
        const field = document.getElementById(id);
        if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.value === value)
          continue;
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      // The age gate (the app's only <dialog>) stands in front of a visitor who has not answered it:
      // what they tapped before it appeared is not done behind it.
      if (root.querySelector('dialog')) return;
      for (const { button, name } of taps) buttonNow(root, button, name)?.click();
    };
  };
}
