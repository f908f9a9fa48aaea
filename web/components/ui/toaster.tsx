import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn';
import { dismissToast, useToasts } from '#web/lib/toast';

const TOAST_DURATION_MS = 5000;

/** Renders the single current toast (see lib/toast); mount once, near the root. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map(({ id, title, description, variant = 'default', duration, open, action }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          // Every toast, errors too, is announced politely: it never interrupts what is being read.
          type="background"
          onOpenChange={(next) => !next && dismissToast(id)}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl shadow-black/60 data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=end]:animate-toast-out',
            variant === 'destructive'
              ? 'border-destructive/60 bg-[#3a0f1c] text-destructive-foreground'
              : 'border-primary/30 bg-popover text-popover-foreground',
          )}
          data-variant={variant}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description className="text-sm opacity-85">{description}</ToastPrimitive.Description>
            )}
            {action && (
              <ToastPrimitive.Action altText={action.label} asChild>
                <Link
                  to={action.to}
                  className="focus-ring mt-2 inline-flex w-fit items-center rounded-full bg-primary px-4 py-1.5 text-xs font-semibold text-primary-foreground hover:brightness-110"
                >
                  {action.label}
                </Link>
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="focus-ring absolute top-3 right-3 rounded-full p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
