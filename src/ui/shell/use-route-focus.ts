import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTookFocus } from '../shared/arrival-focus';
import { appTitle, setPageTitle } from '../shared/document-title';

const pageHeadingId = 'page-heading';

/**
 * After a route change a screen reader would otherwise stay on the link just followed: focus moves
 * to the main region, and the page title follows the page's h1 (pages are lazy, so the heading is
 * watched for rather than read once), and describes the main region. The first load keeps focus at the top so the skip link is
 * the first thing reached.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // The path focus was last handled for; StrictMode's second effect run must not count as a move.
  const handledPath = useRef<string | null>(null);

  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;

    let last = '';
    const sync = () => {
      const heading = main.querySelector('h1');
      // The main region is described by the page's heading, so focus arriving there says which page
      // this is ('main, Log on'), not only 'main'. Described, not named: a name would make the region
      // answer to the heading's words wherever a field is found by its label (a page 'Security code'
      // with a field 'Security code').
      if (heading) {
        if (!heading.id) heading.id = pageHeadingId;
        main.setAttribute('aria-describedby', heading.id);
      } else main.removeAttribute('aria-describedby');
      const text = heading?.textContent ?? '';
      if (text && text !== last) {
        last = text;
        setPageTitle(text);
      }
    };
    sync();
    // A page that placed focus itself on arrival (its effects run before this one) keeps it.
    if (handledPath.current !== null && handledPath.current !== pathname && !pageTookFocus(main)) main.focus({ preventScroll: false });
    handledPath.current = pathname;
    // A page still loading has no heading yet: the previous page's name must not linger.
    if (!last) setPageTitle(appTitle);
    const observer = new MutationObserver(sync);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname, mainRef]);
}
