import { SERVER_MSG, STATUS_OK, type Envelope } from 'gaokao-contract';

/** A successful envelope. */
export function ok<T>(data: T, msg: string = SERVER_MSG.ok): Envelope<T> {
  return { status: STATUS_OK, msg, data };
}

/**
 * A handled failure: thrown anywhere in a handler, answered as `{status, msg}` with HTTP 200 (the envelope carries
 * the outcome), except where `httpStatus` says otherwise (503 when the database is unreachable).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly httpStatus = 200,
    /** Sent as the envelope's `data` when set (e.g. the row count a confirmation names). */
    readonly data?: unknown,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}
