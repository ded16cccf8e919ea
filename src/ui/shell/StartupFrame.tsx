import { UsernameTexts } from '../../core/auth-forms/log-on-messages';

/**
 * What the log-on page looks like before any JavaScript has run: the shell's top bar and stage 1's
 * heading, with a spinner where the form will be. It is rendered to static markup at build time
 * (the startup-frame plugin in vite.config.ts) into index.html's #root, with the rules it needs
 * inline (docs/startup-css.md), so the first paint needs only the HTML; main.tsx renders the app once the first page's code (and, for a
 * page other than the log-on page, content) is here, and React replaces the frame in one commit.
 *
 * It must lay out exactly as RootLayout + AuthLayout do down to the heading, or the swap moves the
 * heading (layout shift): StartupFrame.spec.tsx compares the two. No inline style attributes (the
 * CSP's style-src allows only the build's one <style> by its hash), no script, nothing focusable: it is gone before anyone
 * could use it.
 */
export function StartupFrame() {
  return (
    <div className="app">
      <header className="top-bar">
        <p className="top-title">Online Banking</p>
      </header>
      <div className="layout">
        <main id="main-content" className="main" tabIndex={-1}>
          <div className="auth-layout">
            <div className="auth-layout__bar" />
            <h1 className="auth-layout__title">{UsernameTexts.heading}</h1>
            <div className="auth-layout__content">
              <div className="loader" role="status">
                <span className="loader__spinner" aria-hidden="true" />
                <span className="visually-hidden">Loading Online Banking</span>
              </div>
            </div>
          </div>
        </main>
      </div>
    </div>
  );
}
