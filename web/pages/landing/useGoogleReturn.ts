import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CLAIMED_ACCOUNT_NOTICE, GOOGLE_ERROR_MESSAGES, type GoogleErrorCode } from '#common/contract';
import { googleExchangeRequest } from '#web/api/auth';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';

const FAILED_TITLE = 'Google authentication failed';

/** Our words for an error code the server sends; nothing for anything else someone put in the URL. */
function googleErrorMessage(code: string): string | undefined {
  return Object.hasOwn(GOOGLE_ERROR_MESSAGES, code) ? GOOGLE_ERROR_MESSAGES[code as GoogleErrorCode] : undefined;
}

/**
 * The Google sign-in comes back to / with either an `error` code or a one-time code in `token`
 * with `googleAuth=success`. The code is exchanged for a session by this browser (the one that
 * began the sign-in holds the matching cookie), so a link prepared by someone else signs nobody
 * in, and a session token pasted into the URL is worth nothing. The query is cleared either way.
 */
export function useGoogleReturn() {
  const [params, setParams] = useSearchParams();
  const { startSession } = useAuth();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const error = params.get('error');
    const code = params.get('token');
    const returned = Boolean(code) && params.get('googleAuth') === 'success';
    if (error === null && !returned) return;
    handled.current = true;
    setParams({}, { replace: true });

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
  }, [params, setParams, startSession]);
}
