import { useId, useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { visuallyHidden } from '@hbc/ui';

export interface FilePickButtonProps {
  text: string;
  /** Narrows the file dialog; the bytes are checked afterwards anyway. */
  accept: string;
  onFile: (file: File) => void;
  variant?: 'contained' | 'outlined';
}

/**
 * A button that opens the file dialog and hands over the chosen file. The file input sits beside
 * the button, hidden and out of the Tab order, named by the button: the button alone is reached
 * by keyboard, and Enter or Space on it opens the dialog.
 */
export function FilePickButton({
  text,
  accept,
  onFile,
  variant = 'contained',
}: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const buttonId = useId();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is noticed.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      <Button
        id={buttonId}
        variant={variant}
        size="small"
        startIcon={<UploadFileIcon />}
        onClick={() => input.current?.click()}
      >
        {text}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-labelledby={buttonId}
        onChange={handleChange}
        style={visuallyHidden}
      />
    </Box>
  );
}
