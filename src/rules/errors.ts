/** Raised by the rules core for input that the rules do not allow; carries a one-line message. */
export class RuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleError';
  }
}
