import { memo, useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { toast } from '@hbc/ui';
import { createCardBubble, LIMITS, MESSAGES, type CardBubble } from '@hbc/message-model';
import { issueAt, issuesUnder } from '../issues';
import type { EditorProps, Updater } from '../types';
import { CardForm } from './CardForm';
import { useArrowLock } from './useArrowLock';

/** Card message: up to 10 cards, one shown at a time, chosen by tabs or arrows. */
export const CarouselEditor = memo(function CarouselEditor({
  id,
  value,
  onChange,
  issues,
  readOnly = false,
  upload,
}: EditorProps<'carousel'>) {
  const cards = useMemo(() => value.contents ?? [], [value.contents]);
  const [selected, setSelected] = useState(0);
  const [confirm, setConfirm] = useState<{ open: boolean; index: number }>({
    open: false,
    index: 0,
  });
  const { locked, lock } = useArrowLock(LIMITS.arrowLockMs);
  const current = Math.min(selected, Math.max(0, cards.length - 1));

  const cardIssues = useMemo(
    () => cards.map((_, i) => issuesUnder(issues, `contents[${i}]`)),
    [cards, issues],
  );
  const listError = issueAt(issues, 'contents');

  const addCard = useCallback(() => {
    if (cards.length >= LIMITS.maxCards) {
      toast.warning(MESSAGES.tooManyCards);
      return;
    }
    onChange(id, (previous) => ({
      ...previous,
      contents: [...previous.contents, createCardBubble()],
    }));
    setSelected(cards.length);
  }, [cards.length, id, onChange]);

  const changeCard = useCallback(
    (index: number, update: Updater<CardBubble>) =>
      onChange(id, (previous) => ({
        ...previous,
        contents: previous.contents.map((card, i) => (i === index ? update(card) : card)),
      })),
    [id, onChange],
  );

  const askDelete = useCallback((index: number) => setConfirm({ open: true, index }), []);
  const closeConfirm = () => setConfirm((previous) => ({ ...previous, open: false }));
  const confirmDelete = () => {
    const { index } = confirm;
    onChange(id, (previous) =>
      previous.contents.length > 1
        ? { ...previous, contents: previous.contents.filter((_, i) => i !== index) }
        : previous,
    );
    setSelected(Math.max(0, index - 1));
    closeConfirm();
  };

  const card = cards[current];
  return (
    <Stack spacing={2}>
      {/* The add button moves under the tabs when the row is too narrow for both. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack direction="row" sx={{ alignItems: 'center', flex: '1 1 260px', minWidth: 0 }}>
          <IconButton
            aria-label="การ์ดก่อนหน้า"
            disabled={locked || current === 0}
            onClick={() => setSelected(current - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Tabs
            value={current}
            onChange={(_event, index: number) => setSelected(index)}
            variant="scrollable"
            scrollButtons={false}
            sx={{ flex: 1, minWidth: 0, minHeight: 40 }}
            aria-label="การ์ด"
          >
            {cards.map((_, index) => (
              <Tab
                key={index}
                value={index}
                label={`การ์ด ${index + 1}`}
                sx={{
                  minHeight: 40,
                  color: (cardIssues[index]?.length ?? 0) > 0 ? 'error.main' : undefined,
                }}
              />
            ))}
          </Tabs>
          <IconButton
            aria-label="การ์ดถัดไป"
            disabled={locked || current >= cards.length - 1}
            onClick={() => setSelected(current + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        {!readOnly && (
          <Button size="small" startIcon={<AddIcon />} onClick={addCard} sx={{ flexShrink: 0 }}>
            เพิ่มการ์ด
          </Button>
        )}
      </Stack>
      {listError && (
        <Typography variant="caption" color="error">
          {listError}
        </Typography>
      )}
      {card && (
        <CardForm
          key={current}
          index={current}
          card={card}
          issues={cardIssues[current] ?? []}
          readOnly={readOnly}
          upload={upload}
          canDelete={cards.length > 1}
          onChange={changeCard}
          onDelete={askDelete}
          onUploaded={lock}
        />
      )}
      <Dialog open={confirm.open} onClose={closeConfirm}>
        <DialogTitle>ยืนยันการลบการ์ด</DialogTitle>
        <DialogContent>
          <DialogContentText>{`ต้องการลบการ์ดที่ ${confirm.index + 1} ใช่หรือไม่`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={closeConfirm}>ยกเลิก</Button>
          <Button color="error" variant="contained" onClick={confirmDelete}>
            ลบ
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
});
