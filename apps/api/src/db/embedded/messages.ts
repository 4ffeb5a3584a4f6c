/** What the embedded database process tells the API over the IPC channel. */
export type EmbeddedServerMessage =
  { type: 'ready'; url: string } | { type: 'failed'; message: string };

export function isEmbeddedServerMessage(value: unknown): value is EmbeddedServerMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type } = value as { type?: unknown };
  return type === 'ready' || type === 'failed';
}
