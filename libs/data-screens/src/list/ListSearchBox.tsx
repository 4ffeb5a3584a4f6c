import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { LIST_SEARCH_MAX_LENGTH } from '@hbc/contracts';
import { useTypedSearch } from './useTypedSearch';

export const SEARCH_LABEL = 'ค้นหา';
export const CLEAR_SEARCH_LABEL = 'ล้างคำค้นหา';

export interface ListSearchBoxProps {
  /** The list's search (from the URL). */
  value: string;
  /** Called once typing pauses for 300 ms, and at once on clear. */
  onSearch: (text: string) => void;
  /** Says what is searched, such as 'ชื่อหรือรหัสหน่วยบริการ'. */
  placeholder?: string;
}

/**
 * The list's search box, with a button that clears it. Built from the outlined input itself, not
 * `TextField`, which would bring the select, menu and modal code to every list's first load.
 */
export function ListSearchBox({ value, onSearch, placeholder }: ListSearchBoxProps) {
  const { text, setText, clear } = useTypedSearch(value, onSearch);
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: { xs: '100%', sm: 280 } }}>
      <InputLabel htmlFor={id}>{SEARCH_LABEL}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={SEARCH_LABEL}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        inputProps={{ maxLength: LIST_SEARCH_MAX_LENGTH }}
        startAdornment={
          <InputAdornment position="start">
            <Search fontSize="small" />
          </InputAdornment>
        }
        endAdornment={
          text ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={CLEAR_SEARCH_LABEL} onClick={clear}>
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
    </FormControl>
  );
}
