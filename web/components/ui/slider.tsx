import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

export function Slider({ className, ...props }: ComponentProps<typeof SliderPrimitive.Root>) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-5 w-full touch-none items-center select-none', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-gradient-to-r from-wine to-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb className="focus-ring block size-5 cursor-grab rounded-full border-2 border-primary bg-background shadow" />
    </SliderPrimitive.Root>
  );
}
