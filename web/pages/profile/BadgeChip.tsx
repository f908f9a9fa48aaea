import { Award } from 'lucide-react';
import { type BadgeLike, badgeColor, badgeName } from '#common/rules/badges';
import { cn } from '#web/lib/cn';

const COLOR_CLASSES: Record<string, string> = {
  blue: 'bg-sky-500/15 text-sky-300 ring-sky-400/40',
  pink: 'bg-pink-500/15 text-pink-300 ring-pink-400/40',
  purple: 'bg-violet-500/15 text-violet-300 ring-violet-400/40',
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/40',
  orange: 'bg-orange-500/15 text-orange-300 ring-orange-400/40',
  gold: 'bg-amber-400/15 text-amber-200 ring-amber-300/50',
};

/** An earned badge as a coloured chip (blue when the badge names no colour we know). */
export function BadgeChip({ badge }: { badge: BadgeLike }) {
  const description = typeof badge === 'string' ? undefined : badge.description;
  return (
    <span
      title={description}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1',
        COLOR_CLASSES[badgeColor(badge)] ?? COLOR_CLASSES.blue,
      )}
    >
      <Award className="size-3.5" aria-hidden="true" />
      {badgeName(badge)}
    </span>
  );
}
