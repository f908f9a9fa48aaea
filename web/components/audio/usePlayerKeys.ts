import { useEffect, useRef } from 'react';
import { AUDIO_SKIP_SECONDS } from '#web/components/audio/playerSettings';

/** Focus on these keeps its own keys (typing, choosing, pressing, sliding). */
const OWN_KEYS = 'input, textarea, select, button, a, [contenteditable], [role="slider"], [role="menuitem"]';

/** Space plays or pauses, the arrows skip, wherever focus is not on a control that uses the key itself. */
export function usePlayerKeys(enabled: boolean, actions: { toggle(): void; skip(delta: number): void }) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
      if (event.key === ' ') latest.current.toggle();
      else if (event.key === 'ArrowLeft') latest.current.skip(-AUDIO_SKIP_SECONDS);
      else if (event.key === 'ArrowRight') latest.current.skip(AUDIO_SKIP_SECONDS);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
