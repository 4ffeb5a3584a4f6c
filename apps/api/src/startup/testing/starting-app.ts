import { API_PATHS } from '@hbc/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { App, BuildAppOptions } from '../../app';

/** The app's log messages as they are written, for tests to wait on and read. */
export class LogMessages {
  readonly messages: string[] = [];
  private waiters: { text: string; resolve: () => void }[] = [];

  /** A Fastify logger option writing into this. */
  readonly logger: BuildAppOptions['logger'] = {
    level: 'info',
    stream: {
      write: (line: string) => {
        const message = String((JSON.parse(line) as { msg?: unknown }).msg ?? '');
        this.messages.push(message);
        this.waiters = this.waiters.filter((waiter) => {
          if (!message.includes(waiter.text)) return true;
          waiter.resolve();
          return false;
        });
      },
    },
  };

  /** Resolves once a message containing `text` has been written (or already was). */
  written(text: string): Promise<void> {
    if (this.messages.some((message) => message.includes(text))) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ text, resolve }));
  }

  /** The messages that contain `text`. */
  matching(text: string | RegExp): string[] {
    return this.messages.filter((message) =>
      typeof text === 'string' ? message.includes(text) : text.test(message),
    );
  }
}

export const health = (app: App): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url: API_PATHS.health });

/** Asks `/api/health` again (each answer after the last) until `accept` takes its body. */
export async function untilHealth(
  app: App,
  accept: (body: { data?: { startup?: string } }) => boolean,
): Promise<LightMyRequestResponse> {
  for (;;) {
    const response = await health(app);
    if (accept(response.json())) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
