import { Mic, Play, Square } from 'lucide-react';
import { PREMIUM_VOICE_MIN_TIER } from '#common/catalogue/access';
import type { VoiceOption } from '#common/contract';
import { planNamesFrom } from '#common/rules/planNames';
import { messageOf } from '#web/api/client';
import { useVoiceOptions } from '#web/api/stories';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { useVoicePreview } from './useVoicePreview';
import { isFreeVoice, voiceAllowedFor, voiceLabels, voiceTierLabel } from './voices';
import { useAuth } from '#web/lib/auth';

interface VoiceTabProps {
  selectedId: string | undefined;
  onSelect: (voice: VoiceOption) => void;
}

export function VoiceTab({ selectedId, onSelect }: VoiceTabProps) {
  const voices = useVoiceOptions();
  const { preview, loadingId, playingId, errors } = useVoicePreview();
  const { user } = useAuth();

  if (voices.isPending) return <Skeleton className="h-48" />;
  if (voices.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {messageOf(voices.error, 'Could not load the voices. Please try again.')}
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-foreground/90">Narration voice</legend>
      <div className="grid gap-3 md:grid-cols-2">
        {voices.data.map((voice) => {
          const selected = voice.id === selectedId;
          return (
            <div
              key={voice.id}
              data-testid="voice-option"
              className={cn(
                'flex flex-col gap-3 rounded-xl border bg-background/40 p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/50',
                selected ? 'border-primary bg-primary/10' : 'border-border hover:border-primary/60',
              )}
            >
              <label className="flex cursor-pointer items-start gap-3">
                <input
                  type="radio"
                  name="voice"
                  className="sr-only"
                  checked={selected}
                  onChange={() => onSelect(voice)}
                />
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/15 text-primary">
                  <Mic className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1 space-y-1.5">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-foreground">{voice.name}</span>
                    <Badge variant={isFreeVoice(voice) ? 'muted' : 'premium'}>{voiceTierLabel(voice)}</Badge>
                    {!voiceAllowedFor(user, voice) && (
                      <span className="text-xs text-muted-foreground">
                        {planNamesFrom(PREMIUM_VOICE_MIN_TIER)} plans
                      </span>
                    )}
                  </span>
                  <span className="flex flex-wrap gap-1.5">
                    {voiceLabels(voice).map((label) => (
                      <span
                        key={label}
                        className="rounded-full border border-border px-2 py-0.5 text-xs text-muted-foreground capitalize"
                      >
                        {label}
                      </span>
                    ))}
                  </span>
                  <span className="block text-xs leading-relaxed text-muted-foreground">{voice.description}</span>
                </span>
              </label>
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={loadingId === voice.id}
                  onClick={() => void preview(voice)}
                  aria-label={`Preview ${voice.name}`}
                  aria-pressed={playingId === voice.id}
                >
                  {playingId === voice.id ? <Square aria-hidden="true" /> : <Play aria-hidden="true" />}
                  {loadingId === voice.id ? 'Loading…' : playingId === voice.id ? 'Stop' : 'Preview'}
                </Button>
                {errors[voice.id] && (
                  <p role="alert" className="text-xs text-danger">
                    {errors[voice.id]}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
