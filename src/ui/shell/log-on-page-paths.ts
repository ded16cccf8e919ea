/**
 * The log-on page's own paths: the index (which sends a customer with no session to stage 1) and
 * stage 1 under both its paths. Its pages read nothing from content (their texts are the bank's own
 * constants), so the shell shows them while content is still loading rather than behind the loader,
 * and start-up renders them without waiting for content: content is a round trip for its master and
 * another for its files, which the customer would otherwise wait through before typing a name
 * (docs/performance.md, 'Usable early'). A content failure still replaces them with the error page.
 * The same paths decide when start-up fetches what the next pages need (area-registry.ts).
 */
export const logOnPagePaths: ReadonlySet<string> = new Set(['/', '/authentication', '/authentication/username']);
