import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { listSegments } from '@hbc/api-clients';
import type { SegmentRecord } from '@hbc/contracts';

export interface SegmentPickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}

/** The unit's segments to choose from, searched by name as typed (its own chunk). */
export default function SegmentPicker({ value, onChange, error }: SegmentPickerProps) {
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<SegmentRecord[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      listSegments(
        {
          page: 1,
          pageSize: 50,
          sort: { field: 'name', direction: 'asc' },
          ...(search.trim() ? { search: search.trim() } : {}),
        },
        controller.signal,
      ).then(
        (page) => {
          setOptions(page.data);
          setLoading(false);
        },
        () => {
          if (!controller.signal.aborted) setLoading(false);
        },
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);
  const chosen = options.find((s) => s.id === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={chosen}
      loading={loading}
      loadingText="กำลังโหลด..."
      noOptionsText="ไม่พบกลุ่มเป้าหมาย"
      getOptionLabel={(segment) => segment.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      onChange={(_event, segment) => onChange(segment?.id ?? null)}
      sx={{ maxWidth: 560, width: '100%' }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="กลุ่มเป้าหมาย"
          required
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
