/**
 * Account nicknames, the sample change journey of docs/how-to-add-a-change-journey.md: on in the
 * demo bank's builds (no VITE_BANK_ENV, or 'local': `npm start`, the end-to-end build, every test),
 * off in a build for one of the bank's environments until the bank offers the call. Off, composition
 * binds nothing for it and leaves its route out of the manage-account table, so Balances shows the
 * accounts as before and no page links to it; the bundler drops the branch.
 */
export const accountNicknamesOn: boolean = !import.meta.env.VITE_BANK_ENV || import.meta.env.VITE_BANK_ENV === 'local';
