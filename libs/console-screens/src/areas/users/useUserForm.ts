import { useCallback, useMemo, useState } from 'react';
import { getOwnUnit, reissueInvite } from '@hbc/api-clients';
import { lastSignInFailureNote, type UserRecord } from '@hbc/contracts';
import type { Option } from '@hbc/data-screens';
import { toast } from '@hbc/ui';
import type { RecordId } from '../../resources/useRecordQuery';
import { useResourceForm } from '../../resources/useResourceForm';
import { hasInvite, type InvitedUser } from './InviteLinkDialog';
import { reissueFailureText } from './useInviteLink';
import { withPermissionText } from './user-call-errors';
import {
  managesEveryUnit,
  rolesManagedBy,
  settableStatusesOf,
  unitOption,
  unitSource,
  type UnitFacts,
} from './user-choices';
import { USER_FORM } from './user-form';
import { NEW_USER, userFormSchema } from './user-form-values';
import { useViewerRole } from '../../viewer/useViewerRole';

/** The invite link shown, and where closing it leads. */
interface ShownInvite {
  user: UserRecord & InvitedUser;
  /** Right after creating the user: closing goes back to the list. */
  justCreated: boolean;
}

/**
 * The user form of `/setting/user/form`: a new user (`id` null) or the user `id`. Reads the
 * record (an Admin LV1's new user: their own unit, whose users they manage), saves it, shows the
 * new user's invite link, re-issues it and deletes the user.
 */
export function useUserForm(id: RecordId) {
  const viewer = useViewerRole();
  const everyUnit = managesEveryUnit(viewer);
  const roles = rolesManagedBy(viewer);
  const [ownUnit, setOwnUnit] = useState<Option<number> | null>(null);
  const [shownInvite, setShownInvite] = useState<ShownInvite | null>(null);
  const [reissuing, setReissuing] = useState(false);
  const validationSchema = useMemo(() => userFormSchema(roles), [roles]);
  const [knownUnits, setKnownUnits] = useState<ReadonlyMap<number, UnitFacts>>(new Map());
  const rememberUnits = useCallback((units: readonly UnitFacts[]) => {
    setKnownUnits((known) => {
      const next = new Map(known);
      for (const { id, name, hcode } of units) next.set(id, { id, name, hcode });
      return next;
    });
  }, []);
  /** A new user is put in an active unit. */
  const activeUnits = useMemo(() => unitSource(true, rememberUnits), [rememberUnits]);

  const { form, deletion, back, record, replaceRecord } = useResourceForm(USER_FORM, {
    id,
    schema: validationSchema,
    onRead: (user) => {
      if (user.unitId !== null && user.unitName !== null && user.unitHcode !== null) {
        rememberUnits([{ id: user.unitId, name: user.unitName, hcode: user.unitHcode }]);
      }
    },
    // An Admin LV1's new user is in their own unit, whose users they manage.
    ...(everyUnit
      ? {}
      : {
          loadNew: async () => {
            const unit = await getOwnUnit();
            setOwnUnit(unitOption(unit));
            rememberUnits([unit]);
            return { ...NEW_USER, unitId: unit.id };
          },
        }),
    onSaved: (saved) => {
      if (id === null && hasInvite(saved)) setShownInvite({ user: saved, justCreated: true });
      else back();
    },
  });
  const toList = back;

  /** Issues a new link for the user shown; the dialog then shows it. Rejects when refused. */
  const reissue = async (userId: number, justCreated: boolean) => {
    const renewed = await withPermissionText(reissueInvite(userId));
    if (!justCreated) replaceRecord(renewed);
    if (hasInvite(renewed)) setShownInvite({ user: renewed, justCreated });
  };

  const reissueShown = () => {
    if (!record) return;
    setReissuing(true);
    reissue(record.id, false).then(
      () => setReissuing(false),
      (error: unknown) => {
        setReissuing(false);
        toast.error(reissueFailureText(error));
      },
    );
  };

  /** The unit shown for the loaded record or an Admin LV1's own unit, before any search. */
  const unitChoices: Option<number>[] =
    record?.unitId != null && record.unitName !== null
      ? [unitOption({ id: record.unitId, name: record.unitName, hcode: record.unitHcode ?? '' })]
      : ownUnit
        ? [ownUnit]
        : [];

  return {
    form,
    /** Null while a new user is made; the user as last read or saved otherwise. */
    record,
    /** Whether the user's unit can be chosen (Super Admin) or is the admin's own (Admin LV1). */
    everyUnit,
    roleChoices: roles,
    unitChoices,
    statusChoices: record ? settableStatusesOf(record) : [],
    /** Where a new user's unit is searched. */
    activeUnits,
    /**
     * The unit whose Provider ID organisation the person must belong to for their first sign-in:
     * the chosen one, until they have signed in.
     */
    expectedUnit: (unitId: number | null): UnitFacts | null =>
      unitId === null || record?.inviteAccepted ? null : (knownUnits.get(unitId) ?? null),
    /** The user waits for their invite: it can be re-issued (whatever a stopped sign-in left). */
    invitePending: record !== null && record.status === 'INVITED',
    /** Their link is open: it can be shown. */
    inviteShown: record !== null && record.status === 'INVITED' && hasInvite(record),
    /** Why the user's last sign-in failed, and when; null since one succeeded. */
    failureNote:
      record?.lastSignInFailure && record.lastSignInFailureAt
        ? lastSignInFailureNote(record.lastSignInFailure, record.lastSignInFailureAt)
        : null,
    showInvite: () => {
      if (record && hasInvite(record)) setShownInvite({ user: record, justCreated: false });
    },
    shownInvite,
    /** For the dialog's own 'ออกลิงก์ใหม่'; its hook says a refusal. */
    reissueInDialog: () =>
      shownInvite ? reissue(shownInvite.user.id, shownInvite.justCreated) : Promise.resolve(),
    closeInvite: () => {
      const wasNew = shownInvite?.justCreated ?? false;
      setShownInvite(null);
      if (wasNew) toList();
    },
    reissue: reissueShown,
    reissuing,
    /** Deleting the user after confirmation (`record` only). */
    deletion,
    toList,
  };
}

export type UserFormState = ReturnType<typeof useUserForm>;
