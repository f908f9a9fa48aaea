import { EyeOff } from 'lucide-react';
import type { HiddenReason } from '#common/contract';

const EXPLANATIONS: Record<HiddenReason, string> = {
  reports:
    'Several readers reported this story, so it is hidden from everyone but you while our team reviews it. It stays hidden even if you change its visibility.',
  admin: 'Our team hid this story because it breaks the content rules of our terms of use. Only you can still read it.',
};

/** What the author (or an admin) sees on a story other readers cannot see. */
export function HiddenStoryNotice({ reason }: { reason: HiddenReason }) {
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm">
      <EyeOff className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
      <div>
        <p className="font-semibold">Hidden from other readers</p>
        <p className="mt-1 text-foreground/80">{EXPLANATIONS[reason]}</p>
      </div>
    </div>
  );
}
