/** What differs between environments. Values live in src/composition/environments.config.ts. */
export type EnvironmentName = 'local' | 'dev' | 'dit' | 'lp' | 'perf' | 'prod' | 'sit' | 'uat';

export const AppConfig = Symbol('AppConfig');
export interface AppConfig {
  name: EnvironmentName;
  /** JSON APIs (accounts, inbox, session check ...). */
  apiBase: string;
  /** Legacy identity service (server-rendered log-on pages). */
  identityBase: string;
  /** Content management service (labels, toggles, fragments). */
  contentBase: string;
  /** Share-dealing host the pass-through posts to. */
  shareDealingHost: string;
  /** The bank's own domains: rich-text links may point only here (and to the regulators). */
  bankDomains: readonly string[];
  /** Where a disallowed rich-text link is sent instead. */
  bankHomeUrl: string;
  /** Group member header value. */
  groupMember: string;
  /** The bank's help line, shown wherever the spec says {phone}. */
  helpPhone: string;
}
