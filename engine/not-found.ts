/** Thrown by a screen whose content does not exist; the host answers with the 404 page and status. */
export class NotFoundError extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = 'NotFoundError';
  }
}
