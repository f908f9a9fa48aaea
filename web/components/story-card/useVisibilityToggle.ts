import { ACCESS_REFUSALS } from '#common/catalogue/access';
import { ApiRequestError } from '#web/api/client';
import { useSetVisibility } from '#web/api/library';
import { type ToastInput, toast } from '#web/lib/toast';

const PREMIUM_TOAST_MS = 5000;

/** Shown wherever a non-premium user tries to make a story private. */
function premiumFeatureToast(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.code !== 'PREMIUM_REQUIRED') return false;
  toast({
    title: 'Premium Feature',
    description: ACCESS_REFUSALS.private,
    variant: 'destructive',
    duration: PREMIUM_TOAST_MS,
    action: { label: 'Upgrade to Premium', to: '/premium' },
  });
  return true;
}

/** Flips a story between public and private with the screen's own success and failure toasts. */
export function useVisibilityToggle(messages: { success: ToastInput; failure: ToastInput }) {
  const mutation = useSetVisibility();
  const toggle = (id: string, isPublic: boolean) =>
    mutation.mutate(
      { id, isPublic },
      {
        onSuccess: () => toast(messages.success),
        onError: (error) => {
          if (!premiumFeatureToast(error)) toast({ variant: 'destructive', ...messages.failure });
        },
      },
    );
  return { toggle, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}
