import { useSyncExternalStore } from 'react';

/** Whether the "Verify your age" dialog is open: any screen (or a refused action) may open it. */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export const openAgeDialog = () => set(true);
export const closeAgeDialog = () => set(false);

export function useAgeDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
