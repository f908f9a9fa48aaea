import { CONTINUATION_PROMPT_MAX_CHARS } from '#common/catalogue/limits';
import { Label } from '#web/components/ui/label';
import { Textarea } from '#web/components/ui/textarea';

/** The owner's own words for what should happen next, sent with Continue or Conclude. */
export default function DirectionBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="space-y-2">
      <Label htmlFor="direction">Your direction (optional)</Label>
      <Textarea
        id="direction"
        value={value}
        maxLength={CONTINUATION_PROMPT_MAX_CHARS}
        rows={3}
        className="min-h-20"
        placeholder="What should happen next? For example: they miss the last train and have to share a compartment."
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="text-right text-xs text-muted-foreground">
        {value.length}/{CONTINUATION_PROMPT_MAX_CHARS}
      </p>
    </div>
  );
}
