import type { ErrorCode, FieldIssue } from '../errors';

/** Every answer of the API, errors included (decisions D3). */
export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  message: string;
}

export interface ErrorEnvelope {
  success: false;
  data: null;
  message: string;
  code: ErrorCode;
  issues?: FieldIssue[];
  /** What some refusals add for the client (offer_not_for_you, offer_asks_undeclared: the audience). */
  detail?: Record<string, unknown>;
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
