import { Cluster, type ClusterOptions } from './cluster';
import { ConsoleApi } from './console-api';
import { seedFollowers, SENDING_APPROVER, SENDING_STAFF } from './followers';
import { signInOverHttp } from './sign-in';

export interface SendingClusterOptions extends ClusterOptions {
  /** Citizens following the account in the sending unit. */
  followers: number;
  /** Environment of the first API process only. */
  firstApiEnv?: NodeJS.ProcessEnv;
  /** Starts the other processes, once the first has migrated and seeded the database. */
  more?: (cluster: Cluster) => Promise<unknown>;
}

/** A running cluster, its unit's LV3 (and an approver) signed in, and the recipients of a broadcast to the unit. */
export interface SendingSetup {
  cluster: Cluster;
  api: ConsoleApi;
  recipients: string[];
}

/**
 * Starts a cluster (its first API process, then the others), seeds the followers and signs the
 * unit's LV3 in, and a Super Admin who approves its large sends. A failure stops what was started and carries the processes' last log lines.
 */
export async function startSendingCluster(options: SendingClusterOptions): Promise<SendingSetup> {
  const cluster = await Cluster.start(options);
  try {
    let setup: SendingSetup | undefined;
    await cluster.explain(async () => {
      await cluster.startApi(options.firstApiEnv);
      await options.more?.(cluster);
      const token = await signInOverHttp(cluster.apiUrl, SENDING_STAFF);
      const approver = await signInOverHttp(cluster.apiUrl, SENDING_APPROVER);
      const api = new ConsoleApi(cluster.apiUrl, token, approver);
      const recipients = await seedFollowers(cluster, options.followers);
      const audience = await api.audience();
      if (audience.recipients !== options.followers || recipients.length !== options.followers) {
        throw new Error(
          `the unit reaches ${audience.recipients} (the database: ${recipients.length}), not the ${options.followers} seeded`,
        );
      }
      setup = { cluster, api, recipients };
    });
    if (!setup) throw new Error('the cluster was not set up');
    return setup;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
