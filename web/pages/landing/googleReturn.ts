import { CLAIMED_ACCOUNT_NOTICE, GOOGLE_ERROR_MESSAGES, type GoogleErrorCode } from '#common/contract/messages';
import { googleExchangeRequest } from '#web/api/auth';
import type { AuthContextValue } from '#web/lib/auth';
import { toast } from '#web/lib/toast';

const FAILED_TITLE = 'Google authentication failed';

/** Our words for an error code the server sends; nothing for anything else someone put in the URL. */
function googleErrorMessage(code: string): string | undefined {
  return Object.hasOwn(GOOGLE_ERROR_MESSAGES, code) ? GOOGLE_ERROR_MESSAGES[code as GoogleErrorCode] : undefined;
}

/** Reports the error the Google return carries, or trades its one-time code for a session (loaded only on that return). */
export function finishGoogleReturn(
  error: string | null,
  code: string | null,
  startSession: AuthContextValue['startSession'],
) {
  if (error !== null) {
    const message = googleErrorMessage(error);
    if (message) toast({ variant: 'destructive', title: FAILED_TITLE, description: message });
    return;
  }
  googleExchangeRequest(code as string).then(
    async (session) => {
      await startSession(session);
      // One toast at a time: taking over an unverified account is the news that must not be missed.
      const description = session.claimedAccount ? CLAIMED_ACCOUNT_NOTICE : "You're now signed in with Google!";
      toast({ title: 'Login successful', description });
    },
    () => toast({ variant: 'destructive', title: FAILED_TITLE, description: GOOGLE_ERROR_MESSAGES.expired }),
  );
}
