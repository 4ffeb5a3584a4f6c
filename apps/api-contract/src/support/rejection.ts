/** What `promise` rejected with; null when it resolved (a test then fails on the shape it expects). */
export function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}
