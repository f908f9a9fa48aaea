import type { CSSProperties, ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

interface SliderProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange' | 'min' | 'max' | 'step'> {
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange: (value: number) => void;
}

/**
 * A native range input (role slider, arrow keys, Home/End and Page keys from the browser), drawn in
 * the site's colours by the `slider` styles; the filled part of the track follows `--slider-fill`.
 */
export function Slider({ className, style, value, min, max, onValueChange, ...props }: SliderProps) {
  const fill = max > min ? ((Math.min(Math.max(value, min), max) - min) / (max - min)) * 100 : 0;
  return (
    <input
      type="range"
      className={cn(
        'slider focus-ring h-5 w-full cursor-pointer disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      style={{ ...style, '--slider-fill': `${fill}%` } as CSSProperties}
      value={value}
      min={min}
      max={max}
      aria-valuenow={value}
      onChange={(event) => onValueChange(Number(event.currentTarget.value))}
      {...props}
    />
  );
}
