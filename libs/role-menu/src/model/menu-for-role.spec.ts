import { canOpenRoute, ROLES } from '@hbc/contracts';
import { activeMenuPath, firstPathForRole, menuForRole, menuLinks } from './menu-for-role';
import type { MenuItem } from './menu-items';

/** label → path for links, label → [children] for groups: the whole menu at a glance. */
function outline(items: readonly MenuItem[]): unknown[] {
  return items.map((item) =>
    item.children
      ? { [item.label]: item.children.map((c) => [c.label, c.path]) }
      : [item.label, item.path],
  );
}

describe('menuForRole', () => {
  it('gives Super Admin health units, the dashboard group, message templates and the settings group', () => {
    expect(outline(menuForRole('SUPER_ADMIN'))).toEqual([
      ['หน่วยบริการ', '/health-center'],
      {
        แดชบอร์ด: [
          ['ภาพรวม', '/dashboard'],
          ['รายงานการส่งข้อความ', '/report'],
        ],
      },
      ['บรอดแคสต์รออนุมัติ', '/broadcast/approval'],
      ['เทมเพลตข้อความ', '/broadcast/template'],
      {
        ตั้งค่า: [
          ['จำกัดการส่ง CID', '/setting/exclude-cid'],
          ['จัดการสิทธิ์', '/setting/user'],
          ['ผู้ทดสอบ', '/setting/tester'],
          ['ตรวจรายชื่อผู้ติดตาม', '/setting/follower-sync'],
          ['ตรวจสอบการส่งถึงประชาชน', '/setting/citizen-deliveries'],
          ['เกณฑ์การอนุมัติ', '/setting/approval'],
          ['นโยบายการส่ง', '/setting/send-policy'],
          ['ประวัติการใช้งาน', '/setting/activity-log'],
        ],
      },
    ]);
  });

  it('gives Admin LV1 unit detail, broadcasts, segments, report and four settings', () => {
    expect(outline(menuForRole('ADMIN_LV1'))).toEqual([
      ['ข้อมูลหน่วยบริการ', '/health-center/detail'],
      ['บรอดแคสต์', '/broadcast'],
      ['บรอดแคสต์รออนุมัติ', '/broadcast/approval'],
      ['กลุ่มเป้าหมาย', '/segment'],
      ['รายงาน', '/report'],
      {
        ตั้งค่า: [
          ['จัดการสิทธิ์', '/setting/user'],
          ['ผู้ทดสอบ', '/setting/tester'],
          ['ตรวจสอบการส่งถึงประชาชน', '/setting/citizen-deliveries'],
          ['ประวัติการใช้งาน', '/setting/activity-log'],
        ],
      },
    ]);
  });

  it('gives Admin LV2 unit detail, broadcasts, segments and report only', () => {
    expect(outline(menuForRole('ADMIN_LV2'))).toEqual([
      ['ข้อมูลหน่วยบริการ', '/health-center/detail'],
      ['บรอดแคสต์', '/broadcast'],
      ['กลุ่มเป้าหมาย', '/segment'],
      ['รายงาน', '/report'],
    ]);
  });

  it('gives Admin LV3 unit detail, broadcast list, create, templates and tracking links, and segments', () => {
    expect(outline(menuForRole('ADMIN_LV3'))).toEqual([
      ['ข้อมูลหน่วยบริการ', '/health-center/detail'],
      {
        บรอดแคสต์: [
          ['รายการบรอดแคสต์', '/broadcast'],
          ['สร้างบรอดแคสต์', '/broadcast/form'],
          ['เทมเพลตข้อความ', '/broadcast/template'],
          ['ลิงก์ติดตาม', '/tracking-url'],
        ],
      },
      ['กลุ่มเป้าหมาย', '/segment'],
    ]);
  });

  it.each(['', 'GUEST', 'Super Admin', 'super_admin', 'toString', '__proto__'])(
    'gives the unknown role %p an empty menu',
    (role) => {
      expect(menuForRole(role)).toEqual([]);
      expect(firstPathForRole(role)).toBeNull();
    },
  );

  it('gives only Super Admin the health-unit list, dashboard and CID limit', () => {
    const superOnly = ['/health-center', '/dashboard', '/setting/exclude-cid'];
    for (const role of ['ADMIN_LV1', 'ADMIN_LV2', 'ADMIN_LV3']) {
      const paths = menuLinks(menuForRole(role)).map((l) => l.path);
      for (const path of superOnly) expect(paths).not.toContain(path);
    }
  });

  it('gives only Admin LV3 the create-broadcast link', () => {
    const withCreate = ['SUPER_ADMIN', 'ADMIN_LV1', 'ADMIN_LV2', 'ADMIN_LV3'].filter((role) =>
      menuLinks(menuForRole(role)).some((l) => l.path === '/broadcast/form'),
    );
    expect(withCreate).toEqual(['ADMIN_LV3']);
  });

  it('gives only Admin LV3 the tracking links: the other roles read them without a menu entry', () => {
    const withLinks = ['SUPER_ADMIN', 'ADMIN_LV1', 'ADMIN_LV2', 'ADMIN_LV3'].filter((role) =>
      menuLinks(menuForRole(role)).some((l) => l.path === '/tracking-url'),
    );
    expect(withLinks).toEqual(['ADMIN_LV3']);
  });

  it.each(ROLES)('leads %s only to screens the role may open', (role) => {
    for (const { path } of menuLinks(menuForRole(role)))
      expect(canOpenRoute(role, path)).toBe(true);
  });

  it('hands out copies, so a caller cannot change another role menu', () => {
    menuForRole('ADMIN_LV2').pop();
    expect(menuForRole('ADMIN_LV2')).toHaveLength(4);
  });
});

describe('firstPathForRole', () => {
  it('is the first screen of each role menu', () => {
    expect(firstPathForRole('SUPER_ADMIN')).toBe('/health-center');
    expect(firstPathForRole('ADMIN_LV1')).toBe('/health-center/detail');
    expect(firstPathForRole('ADMIN_LV2')).toBe('/health-center/detail');
    expect(firstPathForRole('ADMIN_LV3')).toBe('/health-center/detail');
  });
});

describe('activeMenuPath', () => {
  const lv3 = menuForRole('ADMIN_LV3');
  const superAdmin = menuForRole('SUPER_ADMIN');

  it('picks the exact link', () => {
    expect(activeMenuPath(lv3, '/segment')).toBe('/segment');
    expect(activeMenuPath(superAdmin, '/report')).toBe('/report');
  });

  it('picks the longest link that prefixes the location', () => {
    expect(activeMenuPath(lv3, '/broadcast/form')).toBe('/broadcast/form');
    expect(activeMenuPath(lv3, '/broadcast/detail')).toBe('/broadcast');
    expect(activeMenuPath(lv3, '/tracking-url/form')).toBe('/tracking-url');
    expect(activeMenuPath(superAdmin, '/health-center/province/form')).toBe('/health-center');
  });

  it('does not match a mere string prefix or an unknown screen', () => {
    expect(activeMenuPath(lv3, '/segments')).toBeNull();
    expect(activeMenuPath(lv3, '/tracking-urls')).toBeNull();
    expect(activeMenuPath(lv3, '/report')).toBeNull();
    expect(activeMenuPath([], '/broadcast')).toBeNull();
  });
});
