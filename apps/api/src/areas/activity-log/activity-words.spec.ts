import { ACTIVITY_ACTIONS, ACTIVITY_MENUS } from '@hbc/contracts';
import { EXPORT_LOG } from '../../export/export-activity';
import { HEALTH_CENTER_LOG } from '../health-center/health-center-activity';
import { uploadActivity } from '../media/upload-activity';
import { SIGN_IN_LOG } from '../sign-in/sign-in-activity';
import { USER_LOG } from '../users/user-activity';
import { ACTIVITY_LOG_EXPORT_LOG } from './activity-log-export';

const upload = uploadActivity(
  'image',
  { kind: 'png', bytes: Buffer.alloc(1), size: { width: 1, height: 1 } },
  'http://files.test/a.png',
);

describe('the menus and actions the API writes', () => {
  it('are all among the activity log’s known menus (its filter choices)', () => {
    const menus = [
      SIGN_IN_LOG.menu,
      USER_LOG.menu,
      HEALTH_CENTER_LOG.menu,
      upload.menu,
      ACTIVITY_LOG_EXPORT_LOG.menu,
    ];
    expect(ACTIVITY_MENUS).toEqual(expect.arrayContaining(menus));
  });

  it('are all among its known actions', () => {
    const actions = [
      ...Object.values(SIGN_IN_LOG.actions),
      ...Object.values(USER_LOG.actions),
      ...Object.values(HEALTH_CENTER_LOG.actions),
      upload.action,
      EXPORT_LOG.action,
    ];
    expect(ACTIVITY_ACTIONS).toEqual(expect.arrayContaining(actions));
  });

  it('list each word once', () => {
    expect(new Set(ACTIVITY_MENUS).size).toBe(ACTIVITY_MENUS.length);
    expect(new Set(ACTIVITY_ACTIONS).size).toBe(ACTIVITY_ACTIONS.length);
  });
});
