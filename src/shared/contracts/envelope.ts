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
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
