export function NotFoundPage() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist. Check the address, or go back to the start.</p>
      <a href="#/">Go to the start</a>
    </section>
  );
}
