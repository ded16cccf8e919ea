import { Loader } from '../shared/Loader';

/** Shown while the first page's code arrives (the router's hydrate fallback), so start-up is never blank. */
export function StartupView() {
  return (
    <div className="app">
      <header className="top-bar">
        <p className="top-title">Online Banking</p>
      </header>
      <main id="main-content" className="main" tabIndex={-1}>
        <Loader label="Loading Online Banking" />
      </main>
    </div>
  );
}
