import type { ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';

export interface FilePickButtonProps {
  text: string;
  /** Narrows the file dialog; the bytes are checked afterwards anyway. */
  accept: string;
  onFile: (file: File) => void;
  variant?: 'contained' | 'outlined';
}

const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/** A button that opens the file dialog and hands over the chosen file. */
export function FilePickButton({ text, accept, onFile, variant = 'contained' }: FilePickButtonProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is noticed.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Button component="label" variant={variant} size="small" startIcon={<UploadFileIcon />}>
      {text}
      <input type="file" accept={accept} onChange={handleChange} style={visuallyHidden} />
    </Button>
  );
}
