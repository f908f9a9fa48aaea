import { BookOpen, X } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { READER_FONTS, READER_SIZES, type ReaderPrefs } from './readerPrefs';

interface ReaderToolbarProps {
  prefs: ReaderPrefs;
  onPrefsChange: (prefs: ReaderPrefs) => void;
  readingMode: boolean;
  onReadingModeChange: (on: boolean) => void;
}

const SIZE_NAMES = { sm: 'Small', md: 'Medium', lg: 'Large' } as const;
const FONT_NAMES = { sans: 'Sans', serif: 'Serif', mono: 'Mono' } as const;

function Segmented<T extends string>({
  label,
  options,
  names,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  names: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-full border border-border bg-background/50 p-0.5"
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cn(
            'focus-ring cursor-pointer rounded-full px-3 py-1 text-xs font-medium transition-colors',
            option === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {names[option]}
        </button>
      ))}
    </div>
  );
}

/** Font, size and the distraction-free reading mode. */
export function ReaderToolbar({ prefs, onPrefsChange, readingMode, onReadingModeChange }: ReaderToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Segmented
        label="Font"
        options={READER_FONTS}
        names={FONT_NAMES}
        value={prefs.font}
        onChange={(font) => onPrefsChange({ ...prefs, font })}
      />
      <Segmented
        label="Text size"
        options={READER_SIZES}
        names={SIZE_NAMES}
        value={prefs.size}
        onChange={(size) => onPrefsChange({ ...prefs, size })}
      />
      <Button
        size="sm"
        variant={readingMode ? 'secondary' : 'ghost'}
        aria-pressed={readingMode}
        onClick={() => onReadingModeChange(!readingMode)}
        className="ml-auto"
      >
        {readingMode ? <X aria-hidden="true" /> : <BookOpen aria-hidden="true" />}
        {readingMode ? 'Exit reading mode' : 'Reading mode'}
      </Button>
    </div>
  );
}
