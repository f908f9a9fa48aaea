import { Moon } from 'lucide-react';
import { PLAYBACK_RATES, SLEEP_TIMER_CHOICES } from '#web/components/audio/playerSettings';
import { formatPlayTime } from '#common/rules/listeningTime';
import type { PlaybackRate } from './playerPrefs';
import type { SleepChoice } from './useSleepTimer';

const selectClasses =
  'focus-ring h-9 rounded-lg border border-border bg-background/60 px-2 text-sm tabular-nums text-foreground';

export function SpeedSelect({ rate, onChange }: { rate: PlaybackRate; onChange(rate: PlaybackRate): void }) {
  return (
    <select
      aria-label="Playback speed"
      className={selectClasses}
      value={rate}
      onChange={(event) => onChange(Number(event.target.value) as PlaybackRate)}
    >
      {PLAYBACK_RATES.map((r) => (
        <option key={r} value={r}>
          {r}×
        </option>
      ))}
    </select>
  );
}

const sleepLabel = (choice: SleepChoice) =>
  choice === 'off' ? 'Sleep timer off' : choice === 'chapter' ? 'End of chapter' : `${choice} min`;

export function SleepTimerSelect({
  choice,
  remainingSeconds,
  onChange,
}: {
  choice: SleepChoice;
  remainingSeconds: number | undefined;
  onChange(choice: SleepChoice): void;
}) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Moon className="size-4 text-muted-foreground" aria-hidden="true" />
      <select
        aria-label="Sleep timer"
        className={selectClasses}
        value={String(choice)}
        onChange={(event) => {
          const value = event.target.value;
          onChange(value === 'off' || value === 'chapter' ? value : (Number(value) as SleepChoice));
        }}
      >
        {(['off', ...SLEEP_TIMER_CHOICES] as SleepChoice[]).map((c) => (
          <option key={String(c)} value={String(c)}>
            {sleepLabel(c)}
          </option>
        ))}
      </select>
      {remainingSeconds !== undefined && (
        <span className="text-xs tabular-nums text-muted-foreground" aria-label="Sleep timer remaining">
          {formatPlayTime(remainingSeconds)}
        </span>
      )}
    </span>
  );
}
