/** When something happened, as the admin lists show it: "Nov 27, 2026, 9:14 AM". */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
