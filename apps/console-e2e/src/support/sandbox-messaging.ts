import { sandboxUrl } from './browser';

/** Forgets what the sandbox's Messaging API has delivered so far. */
export async function clearDeliveries(): Promise<void> {
  await fetch(sandboxUrl('/sandbox/messaging/deliveries'), { method: 'DELETE' });
}

/** Recipients the sandbox has delivered to since the deliveries were cleared. */
export async function deliveredUsers(): Promise<number> {
  const stats = (await (await fetch(sandboxUrl('/sandbox/messaging/stats'))).json()) as {
    users: number;
  };
  return stats.users;
}
