/** The previous log-on (spec 02 section 3): shown on the Balances home behind the last-login toggle. */
export interface LastLogon {
  /** ISO date 'YYYY-MM-DD'. */
  date: string;
  /** 24-hour 'HH:mm'. */
  time: string;
  /** Failed log-on attempts since then. */
  unsuccessfulCount: number;
}
