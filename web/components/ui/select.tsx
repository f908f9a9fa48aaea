import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from '#web/lib/cn';
import { styleNonce } from '#web/lib/cspNonce';
import { fieldClasses } from './input';

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(fieldClasses, 'flex h-11 items-center justify-between gap-2', className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 opacity-70" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * While the list is open, every other top-level part of the page is inert. Radix hides them from
 * screen readers (aria-hidden) but leaves them focusable, which axe's aria-hidden-focus refuses.
 * Radix also renders a closed list's items off the page, where this does nothing.
 */
function InertOutside() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const own = marker.current?.closest('body > *');
    if (!own) return;
    const others = [...document.body.children].filter(
      (child): child is HTMLElement => child !== own && child instanceof HTMLElement && !child.inert,
    );
    for (const other of others) other.inert = true;
    return () => {
      for (const other of others) other.inert = false;
    };
  }, []);
  return <span ref={marker} hidden />;
}

export function SelectContent({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position="popper"
        sideOffset={6}
        className={cn(
          'z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-border bg-popover text-popover-foreground shadow-2xl shadow-black/60',
          className,
        )}
        {...props}
      >
        <InertOutside />
        <SelectPrimitive.Viewport className="p-1.5" nonce={styleNonce}>
          {children}
        </SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex cursor-pointer items-center rounded-lg py-2 pr-3 pl-8 text-sm outline-none select-none data-[highlighted]:bg-muted',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemIndicator className="absolute left-2.5">
        <Check className="size-4 text-primary" aria-hidden="true" />
      </SelectPrimitive.ItemIndicator>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
