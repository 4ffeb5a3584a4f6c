import { Spinner } from '../plain/Spinner';
import './loading-state.css';

export const LOADING_TEXT = 'กำลังโหลด...';

/**
 * A spinner with 'กำลังโหลด...', announced to screen readers. Plain CSS, no MUI: it shows while
 * the first screen of a page loads.
 */
export function LoadingState({ label = LOADING_TEXT }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="hbc-loading-state">
      <Spinner aria-hidden />
      <p className="hbc-loading-state__label">{label}</p>
    </div>
  );
}
