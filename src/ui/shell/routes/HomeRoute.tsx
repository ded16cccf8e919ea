export function HomeRoute() {
  return <h1>Online Banking</h1>;
}
