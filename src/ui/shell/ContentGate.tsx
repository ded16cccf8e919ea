import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useContent } from '../content/use-content';
import { ContentLoadErrorPage } from '../shared/ContentLoadErrorPage';
import { Loader } from '../shared/Loader';

/**
 * On load the content master is fetched (docs/rules/log-on-states.md): pages need its labels, so they wait
 * behind a loader, and a failure shows the content-load error page with its code instead of pages
 * full of fallback text. 'Try again' loads content again without reloading the app. A page that
 * reads no content (`pageNeedsContent` false: the log-on page, log-on-page-paths.ts) is shown while content loads;
 * a failure replaces it with the error page all the same.
 */
export const ContentGate = observer(function ContentGate({ children, pageNeedsContent }: { children: ReactNode; pageNeedsContent: boolean }) {
  const content = useContent();
  useEffect(() => {
    // Start-up has usually begun already (main.tsx); after a failure only 'Try again' loads again,
    // or the bank would see a second round of tries for one visit.
    if (content.status === 'idle') void content.load();
  }, [content]);

  if (content.status === 'error') {
    return <ContentLoadErrorPage code={content.error?.code} onRetry={() => void content.load()} />;
  }
  if (content.status !== 'loaded' && pageNeedsContent) return <Loader label="Loading Online Banking" />;
  return <>{children}</>;
});
