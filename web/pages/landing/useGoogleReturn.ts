import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';

/**
 * The Google sign-in comes back to / with either `error` or `token` + `googleAuth=success` in
 * the query: report it, take the token, and clear the query so a reload does not repeat it.
 */
export function useGoogleReturn() {
  const [params, setParams] = useSearchParams();
  const { acceptToken } = useAuth();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const error = params.get('error');
    const token = params.get('token');
    if (error) {
      handled.current = true;
      setParams({}, { replace: true });
      toast({ variant: 'destructive', title: 'Google authentication failed', description: error });
    } else if (token && params.get('googleAuth') === 'success') {
      handled.current = true;
      setParams({}, { replace: true });
      void acceptToken(token);
      toast({ title: 'Login successful', description: "You're now signed in with Google!" });
    }
  }, [params, setParams, acceptToken]);
}
