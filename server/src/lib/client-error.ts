/** A failure the visitor caused: answered with its HTTP status and envelope code, never logged as an error. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    readonly envelopeCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}
