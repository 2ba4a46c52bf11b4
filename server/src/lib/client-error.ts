/**
 * A failure the visitor caused: answered with its HTTP status and envelope code, never logged as
 * an error. `field` names the request's property the refusal is about (the envelope's `field`).
 */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    readonly envelopeCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}
