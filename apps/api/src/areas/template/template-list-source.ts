import type { TemplateSortField } from '@hbc/contracts';
import type { Database } from '../../db/database';
import { countRows, type ListSource, type RowCount } from '../../db/list-query';
import { messageTemplate } from '../../db/schema';
import type { Staff } from '../../plugins/app/auth';
import { selectTemplateRows, visibleTemplates } from './template-record';

export type TemplateListSource = ListSource<
  TemplateSortField,
  ReturnType<typeof selectTemplateRows>,
  RowCount
>;

/**
 * How the template list reads its rows (`POST /api/broadcast/template/list`): the viewer's
 * unit's templates and the shared ones (Super Admin: the shared ones), most recently changed
 * first unless asked otherwise; the search looks in the name.
 */
export function templateListSource(
  db: Database,
  _query: unknown,
  viewer: Pick<Staff, 'unitId'>,
): TemplateListSource {
  return {
    rows: selectTemplateRows(db),
    total: countRows(db, messageTemplate),
    sortColumns: { name: messageTemplate.name, updatedAt: messageTemplate.updatedAt },
    defaultSort: { field: 'updatedAt', direction: 'desc' },
    tiebreak: messageTemplate.id,
    searchColumns: [messageTemplate.name],
    conditions: [visibleTemplates(viewer)],
  };
}
