import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router-dom';
import { stillHere } from '../../core/shared/while-here';

export type NavigateWhileHere = (to: To, options?: NavigateOptions) => void;

/**
 * For a press whose navigation waits on the bank (Confirm, Continue after a payee check): call the
 * returned function when the press starts; the navigate it gives goes only if the customer is still on
 * that page, at that address, when the answer comes. A customer who went elsewhere meanwhile (the
 * receipt showed and they moved on, Back during a check) stays where they went: a late answer never
 * pulls them back into a flow. The rule itself is `stillHere` (core/shared/while-here.ts), which view
 * models and use cases that navigate through the Navigator port keep too (`whileHere`).
 */
export function useNavigateWhileHere(): () => NavigateWhileHere {
  const navigate = useNavigate();
  const shownAt = useShownAt();
  return useCallback(() => {
    const startedAt = shownAt();
    return (to, options) => {
      if (stillHere(startedAt, shownAt())) void navigate(to, options);
    };
  }, [navigate, shownAt]);
}

/**
 * Reads the address (the router's key for the history entry) the calling component shows now; null
 * once it is gone. For `stillHere`: read it when a press starts, compare when its answer lands.
 */
export function useShownAt(): () => string | null {
  const { key } = useLocation();
  // Set in a layout effect (refs are not written during render), so StrictMode's mount, unmount,
  // mount in development ends with the key.
  const shownAt = useRef<string | null>(null);
  useLayoutEffect(() => {
    shownAt.current = key;
    return () => {
      shownAt.current = null;
    };
  }, [key]);
  return useCallback(() => shownAt.current, []);
}
