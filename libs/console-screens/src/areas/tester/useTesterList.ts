import { useCallback, useMemo, useState } from 'react';
import { deleteTester, renameTester } from '@hbc/api-clients';
import type { TesterRecord } from '@hbc/contracts';
import { apiErrorText, useDeleteRecord, type ListFilter } from '@hbc/data-screens';
import { toast } from '@hbc/ui';
import { useResourceList } from '../../resources/useResourceList';
import { useViewerRole } from '../../viewer/useViewerRole';
import { unitSource } from '../users/user-choices';
import { TESTER_DELETION, TESTER_LIST, TESTER_LIST_TEXT as TEXT } from './tester-list';
import { choosesUnit, TESTER_UNIT_KEY } from './tester-unit';

export const TESTER_CHANGE_TEXT = {
  renamed: 'เปลี่ยนชื่อผู้ทดสอบแล้ว',
  renameFailed: 'เปลี่ยนชื่อผู้ทดสอบไม่สำเร็จ',
} as const;

const units = unitSource(false);

/** Super Admin's unit chooser: the list shows that unit's testers. */
const UNIT_FILTER: ListFilter = {
  type: 'autocomplete',
  key: TESTER_UNIT_KEY,
  urlKey: 'unit',
  label: TEXT.unit,
  valueType: 'integer',
  source: {
    search: units.search,
    byValue: (value, signal) => units.byValue?.(Number(value), signal) ?? Promise.resolve(null),
  },
};

/**
 * /setting/tester: the unit's testers (Super Admin's once they chose the unit); renaming one in a
 * dialog and deleting one after confirmation (the list then reloads).
 */
export function useTesterList() {
  const everyUnit = choosesUnit(useViewerRole());
  const list = useResourceList(
    TESTER_LIST,
    everyUnit
      ? {
          filters: [UNIT_FILTER],
          // No unit chosen yet: nothing to ask the API (it needs the unit).
          fetchPage: (query, signal) =>
            query.filters?.[TESTER_UNIT_KEY] === undefined
              ? Promise.resolve({ message: 'SUCCESS' as const, data: [], total: 0 })
              : TESTER_LIST.fetchPage(query, signal),
        }
      : {},
  );
  const { reload } = list;
  const chosenUnit = list.query.filters?.[TESTER_UNIT_KEY];
  const unitId = typeof chosenUnit === 'number' ? chosenUnit : null;
  const [deleting, setDeleting] = useState<TesterRecord | null>(null);
  const [renaming, setRenaming] = useState<TesterRecord | null>(null);
  const [renameBusy, setRenameBusy] = useState(false);
  const deletion = useDeleteRecord({
    remove: () => (deleting ? deleteTester(deleting.id) : Promise.resolve()),
    deletedText: TESTER_DELETION.deleted,
    failedText: TEXT.deleteFailed,
    onDeleted: reload,
  });
  const { ask } = deletion;
  const askDelete = useCallback(
    (tester: TesterRecord) => {
      setDeleting(tester);
      ask();
    },
    [ask],
  );
  const saveName = useCallback(
    (name: string) => {
      if (!renaming) return;
      setRenameBusy(true);
      renameTester(renaming.id, { name }).then(
        () => {
          setRenameBusy(false);
          setRenaming(null);
          toast.success(TESTER_CHANGE_TEXT.renamed);
          reload();
        },
        (error: unknown) => {
          setRenameBusy(false);
          toast.error(apiErrorText(error, TESTER_CHANGE_TEXT.renameFailed));
        },
      );
    },
    [renaming, reload],
  );
  return {
    list,
    /** Super Admin: they choose the unit first; `unitId` is the one they chose. */
    everyUnit,
    unitId,
    deleting,
    askDelete,
    deletion,
    renaming,
    renameBusy,
    askRename: setRenaming,
    cancelRename: useCallback(() => setRenaming(null), []),
    saveName,
    rowActions: useMemo(() => ({ rename: setRenaming, remove: askDelete }), [askDelete]),
  };
}
