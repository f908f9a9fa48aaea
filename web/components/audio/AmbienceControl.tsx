import { Waves } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { Slider } from '../ui/slider';
import { Ambience, AMBIENCE_LABELS, type AmbienceKind } from './ambience';

const DEFAULT_VOLUME = 0.25;

/** Off by default; once on, the soundscape plays while the voice does, at its own volume. */
export function AmbienceControl({ kind, playing }: { kind: AmbienceKind; playing: boolean }) {
  const [on, setOn] = useState(false);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const ambience = useRef<Ambience | undefined>(undefined);

  useEffect(() => {
    if (!on || typeof AudioContext === 'undefined') return;
    const created = new Ambience(kind, DEFAULT_VOLUME);
    ambience.current = created;
    return () => {
      created.close();
      ambience.current = undefined;
    };
  }, [on, kind]);

  useEffect(() => ambience.current?.setPlaying(playing), [on, playing]);
  useEffect(() => ambience.current?.setVolume(volume), [on, volume]);

  const label = AMBIENCE_LABELS[kind];
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Button
        size="sm"
        variant={on ? 'secondary' : 'ghost'}
        aria-pressed={on}
        onClick={() => setOn(!on)}
        title={`Ambience: ${label}`}
      >
        <Waves aria-hidden="true" />
        {label}
      </Button>
      {on && (
        <Slider
          className="w-24"
          min={0}
          max={1}
          step={0.05}
          value={volume}
          onValueChange={setVolume}
          aria-label="Ambience volume"
          aria-valuetext={`${Math.round(volume * 100)} %`}
        />
      )}
    </div>
  );
}
