import {
  API_PATHS,
  type ApiSuccess,
  type ListAnswer,
  type TemplateBody,
  type TemplateListItem,
  type TemplateListQuery,
  type TemplateRecord,
  type TemplateUpdateBody,
} from '@hbc/contracts';
import { authClient } from '../clients';
import { postList } from './list-calls';

/**
 * `POST /api/broadcast/template/list`: the unit's message templates and the shared ones,
 * searched by name; `signal` cancels it.
 */
export function listTemplates(
  query: TemplateListQuery,
  signal?: AbortSignal,
): Promise<ListAnswer<TemplateListItem>> {
  return postList(API_PATHS.templateList, query, signal);
}

/** `POST /api/broadcast/template`: LV3's goes to its unit, Super Admin's is shared. */
export async function createTemplate(body: TemplateBody): Promise<TemplateRecord> {
  const response = await authClient.post<ApiSuccess<TemplateRecord>>(API_PATHS.template, body);
  return response.data.data;
}

/** `GET /api/broadcast/template/{id}`: with its messages. */
export async function getTemplate(id: number, signal?: AbortSignal): Promise<TemplateRecord> {
  const response = await authClient.get<ApiSuccess<TemplateRecord>>(
    API_PATHS.templateById(id),
    signal ? { signal } : {},
  );
  return response.data.data;
}

/** `PUT /api/broadcast/template/{id}`: its name and/or messages (a rename gives the name only). */
export async function updateTemplate(
  id: number,
  body: TemplateUpdateBody,
): Promise<TemplateRecord> {
  const response = await authClient.put<ApiSuccess<TemplateRecord>>(
    API_PATHS.templateById(id),
    body,
  );
  return response.data.data;
}

/** `DELETE /api/broadcast/template/{id}`: refused (403) for LV3 on a shared template. */
export async function deleteTemplate(id: number): Promise<void> {
  await authClient.delete(API_PATHS.templateById(id));
}
