import { getUser, listUsers } from '@hbc/api-clients';
import { ACTIVITY_ACTIONS, ACTIVITY_MENUS, type UserRecord } from '@hbc/contracts';
import type { ListFilter, Option, OptionSource } from '@hbc/data-screens';
import { searchByName } from '../../lists/list-options';
import { fullName } from '../users/user-choices';

export const ACTIVITY_FILTER_TEXT = {
  from: 'ตั้งแต่วันที่',
  to: 'ถึงวันที่',
  user: 'ผู้ใช้งาน',
  menu: 'เมนู',
  action: 'การกระทำ',
} as const;

/** How many users one search offers. */
const USER_CHOICES = 20;

/** A user as a choice: their name, and their unit when they have one. */
export function userOption(user: UserRecord): Option<number> {
  const name = fullName(user);
  return { value: user.id, label: user.unitName ? `${name} (${user.unitName})` : name };
}

/**
 * Users found by name (or their unit's hcode) as typed, by name: those the signed-in admin may
 * see (an Admin LV1 their unit's only; the API decides).
 */
const userSource: OptionSource<number> = {
  search: searchByName(listUsers, USER_CHOICES, userOption),
  byValue: async (id) => userOption(await getUser(id)),
};

/**
 * The log's filters, in the page header and the URL: a range of days (Buddhist era on screen,
 * 'YYYY-MM-DD' on the wire), one user, and a menu and an action (the API's words offered, any
 * other text typed).
 */
export const ACTIVITY_LOG_FILTERS: readonly ListFilter[] = [
  {
    type: 'dateRange',
    key: 'from',
    label: ACTIVITY_FILTER_TEXT.from,
    toKey: 'to',
    toLabel: ACTIVITY_FILTER_TEXT.to,
  },
  {
    type: 'autocomplete',
    key: 'userId',
    label: ACTIVITY_FILTER_TEXT.user,
    valueType: 'integer',
    source: {
      search: userSource.search,
      byValue: (value: string | number, signal: AbortSignal) =>
        userSource.byValue?.(Number(value), signal) ?? Promise.resolve(null),
    },
  },
  { type: 'text', key: 'menu', label: ACTIVITY_FILTER_TEXT.menu, suggestions: ACTIVITY_MENUS },
  {
    type: 'text',
    key: 'action',
    label: ACTIVITY_FILTER_TEXT.action,
    suggestions: ACTIVITY_ACTIONS,
  },
];
