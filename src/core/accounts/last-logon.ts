/** The previous log-on (docs/rules/customer-entities.md): shown on the Balances home behind the last-login toggle. */
export interface LastLogon {
  /** ISO date 'YYYY-MM-DD'. */
  date: string;
  /** 24-hour 'HH:mm'. */
  time: string;
  /** Failed log-on attempts since then. */
  unsuccessfulCount: number;
}
