/** The session check answer on the wire (docs/api/session.md): an API response's header. */
export interface SessionCheckDto {
  header?: {
    statusCode?: unknown;
    errorMsg?: { code?: unknown; desc?: unknown }[];
  };
  body?: unknown;
}
