import { API_PATHS, TemplateListItemSchema, TemplateRecordSchema } from '@hbc/contracts';
import {
  createRoute,
  defineAppResource,
  deleteRoute,
  listRoute,
  readRoute,
  updateRoute,
  type RouteDeclaration,
} from '../../resource';
import { TemplateBody, TemplateListBody, TemplateUpdateBody } from './schema';
import { createTemplate, deleteTemplate, updateTemplate } from './template-changes';
import { templateListSource } from './template-list-source';
import { readTemplate, templateSeenFrom, toTemplateListItem } from './template-record';

const BY_ID = API_PATHS.templateById(':id');

/** A route of `{id}` whose scope is the template's as the caller sees it (shared: every unit). */
const seenByCaller = (route: RouteDeclaration): RouteDeclaration => ({
  ...route,
  inScope: templateSeenFrom,
});

/**
 * Message templates: LV3 keeps its unit's and uses the shared ones, which Super Admin keeps; LV1
 * and LV2 have none. Another unit's template is a 404; LV3 changing a shared one is a 403. Every
 * change is logged in its transaction.
 */
export default defineAppResource((app) => {
  const options = () => ({ httpMediaOrigin: app.sending.httpMediaOrigin });
  return {
    tag: 'template',
    area: 'template',
    routes: [
      listRoute({
        url: API_PATHS.templateList,
        summary:
          'Lists the unit’s message templates and the shared ones (Super Admin: the shared ones); the search looks in the name',
        body: TemplateListBody,
        row: TemplateListItemSchema,
        source: templateListSource,
        toRow: toTemplateListItem,
      }),
      createRoute({
        url: API_PATHS.template,
        summary:
          'Keeps 1–3 messages (checked as a broadcast’s) under a name new among the unit’s templates (Super Admin: shared)',
        body: TemplateBody,
        data: TemplateRecordSchema,
        conflicts: true,
        run: (db, staff, body) => createTemplate(db, staff, body, options()),
      }),
      seenByCaller(
        readRoute({
          url: BY_ID,
          summary: 'One template of the unit, or a shared one, with its messages',
          data: TemplateRecordSchema,
          find: (db, id) => readTemplate(db, id),
        }),
      ),
      seenByCaller(
        updateRoute({
          url: BY_ID,
          summary:
            'Renames a template and/or replaces its messages; a shared one only Super Admin may change (403)',
          body: TemplateUpdateBody,
          data: TemplateRecordSchema,
          run: (db, staff, id, body) => updateTemplate(db, staff, id, body, options()),
        }),
      ),
      seenByCaller(
        deleteRoute({
          url: BY_ID,
          summary: 'Deletes a template; a shared one only Super Admin may delete (403)',
          run: (db, staff, id) => deleteTemplate(db, staff, id),
        }),
      ),
    ],
  };
});
