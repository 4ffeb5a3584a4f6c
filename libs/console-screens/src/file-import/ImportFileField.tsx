import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FilePickButton } from '@hbc/upload-widgets';
import { IMPORT_FILE_ACCEPT } from './import-file-checks';

/** What the file field says: its heading, its button before and after a file, no file yet. */
export interface ImportFileFieldTexts {
  file: string;
  choose: string;
  chooseAgain: string;
  noFileYet: string;
}

export interface ImportFileFieldProps {
  texts: ImportFileFieldTexts;
  /** The heading's level in the screen or dialog around it. */
  heading: 'h2' | 'h3';
  file: File | null;
  onFile: (file: File) => void;
  /** Why the chosen file cannot be imported, said as an alert. */
  fileError: string | null;
  /** A file may be chosen (not once it is being imported); true by default. */
  canChoose?: boolean;
}

/** The file of an import (CSV or XLSX): its name once chosen, the button, and its problem. */
export function ImportFileField({
  texts,
  heading,
  file,
  onFile,
  fileError,
  canChoose = true,
}: ImportFileFieldProps) {
  return (
    <Stack spacing={1}>
      <Typography component={heading} variant="subtitle1" fontWeight={600}>
        {texts.file}
      </Typography>
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
        {canChoose && (
          <FilePickButton
            text={file ? texts.chooseAgain : texts.choose}
            accept={IMPORT_FILE_ACCEPT}
            onFile={onFile}
            variant="outlined"
          />
        )}
        <Typography color={file ? 'text.primary' : 'text.secondary'}>
          {file?.name ?? texts.noFileYet}
        </Typography>
      </Stack>
      {fileError !== null && (
        <Typography variant="body2" color="error" role="alert">
          {fileError}
        </Typography>
      )}
    </Stack>
  );
}
