/** Polls until `check` passes, for at most `ms` (other instances learn of a change through NOTIFY). */
export async function within(ms: number, check: () => Promise<void>) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
