import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '#web/lib/auth';

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

    void import('./googleReturn').then(({ finishGoogleReturn }) => finishGoogleReturn(error, code, startSession));
  }, [params, setParams, startSession]);
}
