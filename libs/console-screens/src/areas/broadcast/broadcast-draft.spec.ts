import { BROADCAST_TITLE_MAX_LENGTH } from '@hbc/contracts';
import { copyDraftOf, copyTitleOf, NEW_DRAFT } from './broadcast-draft';
import { PARTIAL, SCHEDULED } from './broadcast-fixtures';

describe('copyTitleOf', () => {
  it('marks the title as a copy', () => {
    expect(copyTitleOf('สวัสดีปีใหม่')).toBe('สำเนา สวัสดีปีใหม่');
  });

  it('cuts a long title to the limit between characters as read', () => {
    // 'กิ' is one character as read: a letter and its vowel; never cut between them.
    const title = `ก${'กิ'.repeat(BROADCAST_TITLE_MAX_LENGTH / 2)}`;
    const copy = copyTitleOf(title);
    expect(copy).toBe(`สำเนา ก${'กิ'.repeat((BROADCAST_TITLE_MAX_LENGTH - 8) / 2)}`);
    expect(copy.length).toBe(BROADCAST_TITLE_MAX_LENGTH - 1);
  });
});

describe('copyDraftOf', () => {
  it('takes the title, target, segment and messages, never the time', () => {
    expect(copyDraftOf(SCHEDULED)).toEqual({
      ...NEW_DRAFT,
      title: `สำเนา ${SCHEDULED.title}`,
      messages: SCHEDULED.messages,
      target: 'SEGMENT',
      segmentId: SCHEDULED.segmentId,
    });
  });

  it('takes nothing of a sent broadcast’s outcome', () => {
    expect(Object.keys(copyDraftOf(PARTIAL)).sort()).toEqual(Object.keys(NEW_DRAFT).sort());
  });
});
