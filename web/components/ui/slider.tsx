import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** Attributes of the thumb, which carries role="slider": its accessible name and value text. */
  thumbProps?: ComponentProps<typeof SliderPrimitive.Thumb>;
}

export function Slider({ className, thumbProps, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-5 w-full touch-none items-center select-none', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-gradient-to-r from-wine to-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        {...thumbProps}
        className="focus-ring block size-5 cursor-grab rounded-full border-2 border-primary bg-background shadow"
      />
    </SliderPrimitive.Root>
  );
}
