export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.__E2E_STACKS__ ?? []).map((stack) => stack.stop()));
}
