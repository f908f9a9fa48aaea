import { Sparkles } from 'lucide-react';
import { Badge } from '#web/components/ui/badge';
import { cn } from '#web/lib/cn';

const AI_GENERATED_LABEL = 'AI-generated';

/** Every story is written by an AI from its author's description; cards and the story page say so. */
export function AiGeneratedBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="muted"
      title="Written by an AI from its author's description"
      className={cn('bg-background/75 backdrop-blur', className)}
    >
      <Sparkles aria-hidden="true" />
      {AI_GENERATED_LABEL}
    </Badge>
  );
}
