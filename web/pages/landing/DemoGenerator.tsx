import { ArrowRight, Check, WandSparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Label } from '#web/components/ui/label';
import { Textarea } from '#web/components/ui/textarea';
import { useAuth } from '#web/lib/auth';
import { cn } from '#web/lib/cn';
import { toast } from '#web/lib/toast';

export const DEMO_GENERATE_DELAY_MS = 3000;

const MOODS = ['romantic', 'sensual', 'mysterious'] as const;
type Mood = (typeof MOODS)[number];

/**
 * Where "Write it" leads: the wizard with the fantasy filled in, through signing up for a guest (the
 * sign-up page goes on to its `redirect`).
 */
export function writeItHref(fantasy: string, signedIn: boolean): string {
  const wizard = `create?fantasy=${encodeURIComponent(fantasy.trim())}`;
  return signedIn ? `/${wizard}` : `/signup?redirect=${encodeURIComponent(wizard)}`;
}

/**
 * The hero's try-it box. The spec's demo: nothing is sent, the toast says where a preview would
 * appear; then "Write it" carries the typed fantasy on to the wizard.
 */
export function DemoGenerator() {
  const { isAuthenticated } = useAuth();
  const [fantasy, setFantasy] = useState('');
  const [moods, setMoods] = useState<Mood[]>(['romantic']);
  const [loading, setLoading] = useState(false);
  const [tried, setTried] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = (mood: Mood) =>
    setMoods((current) => (current.includes(mood) ? current.filter((m) => m !== mood) : [...current, mood]));

  const box = useRef<HTMLTextAreaElement>(null);
  const generate = () => {
    // Text typed into the served page before the app took it over is in the box, not yet in the state.
    if (box.current) setFantasy(box.current.value);
    setLoading(true);
    timer.current = setTimeout(() => {
      setLoading(false);
      setTried(true);
      toast({
        title: 'Your story preview',
        description: 'In the full experience, a preview of your story would appear here. Sign up to write it for real.',
      });
    }, DEMO_GENERATE_DELAY_MS);
  };

  return (
    <div className="glass rounded-xl border border-primary/25 p-6 shadow-2xl shadow-black/50 sm:p-7">
      <Label htmlFor="fantasy" className="font-display text-2xl font-semibold">
        Describe your fantasy
      </Label>
      <Textarea
        id="fantasy"
        ref={box}
        className="mt-3 min-h-32"
        placeholder="A chance meeting on a moonlit terrace in Florence, a stranger who knows my name..."
        value={fantasy}
        onChange={(event) => setFantasy(event.target.value)}
      />
      <fieldset className="mt-5">
        <legend className="mb-2 text-sm font-medium text-foreground/90">Mood</legend>
        <div className="flex flex-wrap gap-2">
          {MOODS.map((mood) => {
            const selected = moods.includes(mood);
            return (
              <button
                key={mood}
                type="button"
                aria-pressed={selected}
                onClick={() => toggle(mood)}
                className={cn(
                  'focus-ring inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-4 py-1.5 text-sm capitalize transition-colors',
                  selected
                    ? 'border-primary bg-primary/15 text-primary'
                    : 'border-border text-muted-foreground hover:border-primary/50 hover:text-foreground',
                )}
              >
                {selected && <Check className="size-3.5" aria-hidden="true" />}
                {mood}
              </button>
            );
          })}
        </div>
      </fieldset>
      <Button size="lg" className="mt-6 w-full" onClick={generate} disabled={loading}>
        <WandSparkles aria-hidden="true" className={cn(loading && 'animate-pulse')} />
        {loading ? 'Generating...' : 'Generate Story'}
      </Button>
      {tried && fantasy.trim() && (
        <Button asChild size="lg" variant="outline" className="mt-3 w-full">
          <Link to={writeItHref(fantasy, isAuthenticated)}>
            Write it
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      )}
    </div>
  );
}
