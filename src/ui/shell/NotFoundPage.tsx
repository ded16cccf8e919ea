import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you were looking for does not exist. Check the address, or go back to the start.</p>
      <Link to="/">Go to the start</Link>
    </section>
  );
}
