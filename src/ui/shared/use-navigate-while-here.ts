import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router-dom';

export type NavigateWhileHere = (to: To, options?: NavigateOptions) => void;

/**
 * For a press whose navigation waits on the bank (Confirm, Continue after a payee check): call the
 * returned function when the press starts; the navigate it gives goes only if the customer is still on
 * that page, at that address, when the answer comes. A customer who went elsewhere meanwhile (the
 * receipt showed and they moved on, Back during a check) stays where they went: a late answer never
 * pulls them back into a flow. Mounted is set in the effect's body, so StrictMode's mount, unmount,
 * mount in development ends mounted.
 */
export function useNavigateWhileHere(): () => NavigateWhileHere {
  const navigate = useNavigate();
  const location = useLocation();
  const latestKey = useRef(location.key);
  latestKey.current = location.key;
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => {
    const startedAt = latestKey.current;
    return (to, options) => {
      if (mounted.current && latestKey.current === startedAt) void navigate(to, options);
    };
  }, [navigate]);
}
