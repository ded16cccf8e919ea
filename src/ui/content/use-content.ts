import { useEffect } from 'react';
import { useInjection } from '../di/container-context';
import { ContentStore, type FragmentState } from './content.store';

/** The app's content store. Components reading it must be wrapped in `observer`. */
export function useContent(): ContentStore {
  return useInjection(ContentStore);
}

/** An HTML fragment by content key, fetched on mount; render `html` only through RichText. */
export function useFragment(key: string): FragmentState | undefined {
  const content = useContent();
  useEffect(() => {
    void content.loadFragment(key);
  }, [content, key]);
  return content.fragment(key);
}
