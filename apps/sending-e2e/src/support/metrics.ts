/** Batches this process ended as sent, from its Prometheus endpoint (`GET /metrics`). */
export async function batchesSent(processUrl: string): Promise<number> {
  const response = await fetch(new URL('/metrics', processUrl));
  const text = await response.text();
  if (!response.ok) throw new Error(`${processUrl}/metrics: ${response.status} ${text}`);
  const line = /^hbc_broadcast_batches_total\{[^}]*ending="sent"[^}]*\}\s+(\S+)$/m.exec(text);
  return line?.[1] === undefined ? 0 : Number(line[1]);
}
