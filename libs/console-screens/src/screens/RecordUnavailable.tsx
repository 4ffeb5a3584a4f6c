import Button from '@mui/material/Button';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import SearchOff from '@mui/icons-material/SearchOff';
import { EmptyState } from '@hbc/ui';

export interface RecordUnavailableTexts {
  notFound: string;
  notFoundHelp: string;
  toList: string;
  failed: string;
  retry: string;
}

export interface RecordUnavailableProps {
  /** Why the record is not shown: there is none (or not for this user), or it could not be read. */
  reason: 'not-found' | 'failed';
  texts: RecordUnavailableTexts;
  onList: () => void;
  onRetry: () => void;
}

/** A detail screen without its record: back to the list, or read it again. */
export function RecordUnavailable({ reason, texts, onList, onRetry }: RecordUnavailableProps) {
  return reason === 'not-found' ? (
    <EmptyState
      icon={<SearchOff />}
      title={texts.notFound}
      description={texts.notFoundHelp}
      action={
        <Button variant="contained" onClick={onList}>
          {texts.toList}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={<ErrorOutline />}
      title={texts.failed}
      action={
        <Button variant="contained" onClick={onRetry}>
          {texts.retry}
        </Button>
      }
    />
  );
}
