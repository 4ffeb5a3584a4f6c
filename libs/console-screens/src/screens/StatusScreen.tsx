import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@hbc/contracts';
import { plainButtonClass } from '@hbc/ui';
import { documentTitle } from '../routing/app-title';
import './status-screen.css';

export interface StatusScreenProps {
  /** A big figure such as 404; none for a generic fault. */
  code?: string;
  title: string;
  description: string;
}

/**
 * A whole-page notice (not found, unexpected fault) with a way back to the start. Plain CSS, no
 * MUI: it can show before MUI has loaded, or when loading a screen failed.
 */
export function StatusScreen({ code, title, description }: StatusScreenProps) {
  return (
    <main className="status-screen">
      <title>{documentTitle(title)}</title>
      {code && (
        <p className="status-screen__code" aria-hidden>
          {code}
        </p>
      )}
      <h1 className="status-screen__title">{title}</h1>
      <p className="status-screen__description">{description}</p>
      <RouterLink to={ROUTES.home} className={plainButtonClass({ variant: 'contained' })}>
        กลับหน้าแรก
      </RouterLink>
    </main>
  );
}

/** The page for an address the console does not have. */
export function NotFoundScreen() {
  return (
    <StatusScreen
      code="404"
      title="ไม่พบหน้าที่ต้องการ"
      description="หน้าที่คุณเรียกอาจถูกย้ายหรือไม่มีอยู่ในระบบ กรุณาตรวจสอบที่อยู่อีกครั้ง"
    />
  );
}

/** The page shown when a screen fails unexpectedly. */
export function RouteErrorScreen() {
  return (
    <StatusScreen title="เกิดข้อผิดพลาด" description="ระบบไม่สามารถแสดงหน้านี้ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง" />
  );
}
