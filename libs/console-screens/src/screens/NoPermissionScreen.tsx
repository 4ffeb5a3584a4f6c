import Button from '@mui/material/Button';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@hbc/contracts';
import { EmptyState, PageScaffold } from '@hbc/ui';
import { documentTitle } from '../routing/app-title';

export const NO_PERMISSION_TITLE = 'ไม่มีสิทธิ์เข้าถึงหน้านี้';

export interface NoPermissionScreenProps {
  /** The first screen of the user's menu; without one, the start of the console. */
  home: string | null;
}

/** Shown inside the layout, at the refused address, when the user's role may not open a screen. */
export function NoPermissionScreen({ home }: NoPermissionScreenProps) {
  return (
    <PageScaffold title={NO_PERMISSION_TITLE}>
      <title>{documentTitle(NO_PERMISSION_TITLE)}</title>
      <EmptyState
        icon={<LockOutlined />}
        title="บัญชีของท่านไม่มีสิทธิ์ใช้งานหน้านี้"
        description="หน้านี้ไม่อยู่ในเมนูของบทบาทท่าน หากจำเป็นต้องใช้งาน กรุณาติดต่อผู้ดูแลระบบ"
        action={
          <Button variant="contained" component={RouterLink} to={home ?? ROUTES.home}>
            กลับหน้าแรก
          </Button>
        }
      />
    </PageScaffold>
  );
}
