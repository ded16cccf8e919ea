/**
 * The session's modals (log-off confirm, session timeout, inactivity warning), rendered once by the
 * shell's RootLayout. Owned by the session work stream.
 */
export function SessionModals() {
  return null;
}
