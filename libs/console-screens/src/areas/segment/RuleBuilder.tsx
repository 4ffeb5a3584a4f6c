import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { FieldArray } from 'formik';
import {
  SEGMENT_CONDITIONS_MAX,
  SEGMENT_MATCH_LABELS,
  SEGMENT_MATCHES,
  type SegmentConditionKind,
  type SegmentMatch,
} from '@hbc/contracts';
import { useFormField } from '@hbc/data-screens';
import type { ConditionDraft } from './condition-drafts';
import { CONDITION_MENU, kindOf } from './condition-kinds';
import { newCondition } from './segment-form-values';

export const RULE_BUILDER_TEXT = {
  match: 'ผู้รับต้อง',
  conditions: 'เงื่อนไข',
  add: 'เพิ่มเงื่อนไข',
  heading: (position: number, label: string) => `เงื่อนไขที่ ${position}: ${label}`,
  remove: (position: number) => `ลบเงื่อนไขที่ ${position}`,
  none: 'ยังไม่มีเงื่อนไข เพิ่มเงื่อนไขอย่างน้อย 1 ข้อเพื่อเลือกผู้รับ',
  full: `เพิ่มได้ไม่เกิน ${SEGMENT_CONDITIONS_MAX} เงื่อนไข`,
} as const;

const TEXT = RULE_BUILDER_TEXT;

function MatchChoice() {
  const match = useFormField<SegmentMatch>('rules.match');
  const labelId = useId();
  return (
    <FormControl disabled={match.disabled}>
      <FormLabel id={labelId}>{TEXT.match}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="rules.match"
        value={match.value}
        onChange={(event) => match.setValue(event.target.value as SegmentMatch)}
      >
        {SEGMENT_MATCHES.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={SEGMENT_MATCH_LABELS[value]}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

interface ConditionCardProps {
  draft: ConditionDraft;
  index: number;
  /** Moves the focus to the card's heading: it was just added. */
  focus: boolean;
  onRemove: () => void;
}

function ConditionCard({ draft, index, focus, onRemove }: ConditionCardProps) {
  const { label, Editor } = kindOf(draft);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
          <Typography
            ref={heading}
            id={headingId}
            component="h3"
            variant="subtitle1"
            fontWeight={600}
            tabIndex={-1}
            sx={{ outline: 'none' }}
          >
            {TEXT.heading(index + 1, label)}
          </Typography>
          <Tooltip title={TEXT.remove(index + 1)}>
            <IconButton aria-label={TEXT.remove(index + 1)} onClick={onRemove} size="small">
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Stack>
        <Editor name={`rules.conditions.${index}`} />
      </Stack>
    </Paper>
  );
}

function AddConditionButton({
  full,
  onAdd,
  buttonRef,
}: {
  full: boolean;
  onAdd: (kind: SegmentConditionKind) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <Button
        ref={buttonRef}
        variant="outlined"
        startIcon={<Add />}
        disabled={full}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {TEXT.add}
      </Button>
      {full && (
        <Typography variant="body2" color="text.secondary">
          {TEXT.full}
        </Typography>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CONDITION_MENU.map(({ kind, label }) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              onAdd(kind);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}

/**
 * The rules of a segment in the segment form: whether citizens must match all conditions or
 * any one, and the conditions, each with its kind's editor (see `CONDITION_KINDS`), added from a
 * menu and removed by their own button.
 */
export function RuleBuilder() {
  const conditions = useFormField<ConditionDraft[]>('rules.conditions');
  const [added, setAdded] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const full = conditions.value.length >= SEGMENT_CONDITIONS_MAX;
  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" fontWeight={700}>
        {TEXT.conditions}
      </Typography>
      <MatchChoice />
      <FieldArray name="rules.conditions">
        {(helpers) => (
          <>
            {conditions.value.length === 0 && (
              <Typography color="text.secondary">{TEXT.none}</Typography>
            )}
            {conditions.value.map((draft, index) => (
              <ConditionCard
                key={draft.key}
                draft={draft}
                index={index}
                focus={draft.key === added}
                onRemove={() => {
                  setAdded(null);
                  helpers.remove(index);
                  // The removed card held the focus: it goes on to adding another.
                  addButton.current?.focus();
                }}
              />
            ))}
            {conditions.error !== undefined && (
              <FormHelperText error>{conditions.error}</FormHelperText>
            )}
            <AddConditionButton
              buttonRef={addButton}
              full={full}
              onAdd={(kind) => {
                const draft = newCondition(kind);
                setAdded(draft.key);
                helpers.push(draft);
              }}
            />
          </>
        )}
      </FieldArray>
    </Stack>
  );
}
