/** Use cases return a typed result instead of throwing across the boundary. */
export type Result<T, E = AppError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** A failure the customer may see: a code from the error catalogue and a description. */
export interface AppError {
  code: string;
  description: string;
  /** HTTP status where one was received. */
  status?: number;
}
