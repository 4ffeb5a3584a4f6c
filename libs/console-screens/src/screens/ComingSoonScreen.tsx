import Construction from '@mui/icons-material/Construction';
import { useNavigate } from 'react-router';
import { EmptyState, PageScaffold, type Crumb } from '@hbc/ui';
import { documentTitle } from '../routing/app-title';
import { screenTrail } from '../routing/route-table';

/** A console screen that is not built yet: its Thai title, breadcrumbs and a notice. */
export function ComingSoonScreen({ path }: { path: string }) {
  const navigate = useNavigate();
  const trail = screenTrail(path);
  const title = trail[trail.length - 1]?.title ?? '';
  const breadcrumbs: Crumb[] | undefined =
    trail.length > 1
      ? trail.map((entry) => ({ label: entry.title, onClick: () => void navigate(entry.path) }))
      : undefined;
  return (
    <PageScaffold title={title} breadcrumbs={breadcrumbs}>
      <title>{documentTitle(title)}</title>
      <EmptyState
        icon={<Construction />}
        title="อยู่ระหว่างพัฒนา"
        description="หน้านี้อยู่ระหว่างการพัฒนา และจะเปิดให้ใช้งานเร็ว ๆ นี้"
      />
    </PageScaffold>
  );
}
