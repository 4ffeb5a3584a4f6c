import Button from '@mui/material/Button';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';

interface RecordButtonProps {
  label: string;
  onClick: () => void;
}

/** A detail screen's delete button: outlined in red, asking before anything is deleted. */
export function DeleteRecordButton({ label, onClick }: RecordButtonProps) {
  return (
    <Button variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={onClick}>
      {label}
    </Button>
  );
}

/** A detail screen's edit button: opens the record's form. */
export function EditRecordButton({ label, onClick }: RecordButtonProps) {
  return (
    <Button variant="contained" startIcon={<Edit />} onClick={onClick}>
      {label}
    </Button>
  );
}
