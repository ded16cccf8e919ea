/**
 * The one writer of document.title, so the shell (page name on route change) and the error summary
 * ('Error: ' prefix) never overwrite each other.
 */
export const appTitle = 'Online Banking';

let pageTitle = appTitle;
let hasErrors = false;

function apply(): void {
  document.title = `${hasErrors ? 'Error: ' : ''}${pageTitle}`;
}

export function setPageTitle(title: string): void {
  const trimmed = title.trim();
  pageTitle = trimmed && trimmed !== appTitle ? `${trimmed} - ${appTitle}` : appTitle;
  apply();
}

export function setErrorTitlePrefix(on: boolean): void {
  hasErrors = on;
  apply();
}
