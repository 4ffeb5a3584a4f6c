import { API_PATHS, type TemplateRecord } from '@hbc/contracts';
import type { App } from '../../../app';
import { tokenCall } from '../../../test/token-call';

export { answered } from '../../../test/token-call';

/** The message-template calls, each as the holder of `token` (null: no Authorization header). */
export function templateCalls(app: App) {
  const call = tokenCall(app);
  const calls = {
    list: (token: string | null, query: object = {}) =>
      call('POST', API_PATHS.templateList, token, { page: 1, pageSize: 100, ...query }),
    create: (token: string | null, body: object) => call('POST', API_PATHS.template, token, body),
    get: (token: string | null, id: number | string) =>
      call('GET', API_PATHS.templateById(id), token),
    update: (token: string | null, id: number | string, body: object) =>
      call('PUT', API_PATHS.templateById(id), token, body),
    remove: (token: string | null, id: number | string) =>
      call('DELETE', API_PATHS.templateById(id), token),
    /** Creates a template that must be created; answers it. */
    async created(token: string, body: object): Promise<TemplateRecord> {
      const response = await calls.create(token, body);
      if (response.statusCode !== 200) throw new Error(`create: ${response.body}`);
      return (response.json() as { data: TemplateRecord }).data;
    },
  };
  return calls;
}
