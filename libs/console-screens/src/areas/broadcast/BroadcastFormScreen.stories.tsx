import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, BROADCAST_MESSAGES, ROUTES } from '@hbc/contracts';
import { createMemoryUploadFn, UploadFnContext } from '@hbc/upload-widgets';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { broadcastCopyPath } from './broadcast-paths';
import { refused } from '../health-center/health-center-fixtures';
import { ok } from '../health-center/unit-detail-fixtures';
import { SOMCHAI } from '../tester/tester-fixtures';
import {
  APPROVAL_BROADCASTS,
  APPROVAL_MIN,
  BROADCASTS,
  DRAFT,
  fakeBroadcastApi,
  PENDING_SCHEDULED,
  REJECTED,
  LOW_QUOTA,
  SCHEDULED,
  SEND_POLICY,
  TEST_SENDER_NAME,
  TEST_SENT_TO,
} from './broadcast-fixtures';
import { BroadcastFormScreen } from './BroadcastFormScreen';

/** Uploads stay in the browser (a blob: URL), taking 300 ms so the spinner shows. */
const withMemoryUpload: Decorator = (Story) => (
  <UploadFnContext.Provider value={createMemoryUploadFn({ delayMs: 300 })}>
    <Story />
  </UploadFnContext.Provider>
);

const meta: Meta<typeof BroadcastFormScreen> = {
  title: 'console/BroadcastFormScreen',
  component: BroadcastFormScreen,
  decorators: [withMemoryUpload],
  parameters: { route: { path: ROUTES.broadcastForm } },
};
export default meta;
type Story = StoryObj<typeof BroadcastFormScreen>;

export const AdminLv3: Story = { decorators: signedIn(PROFILES.ADMIN_LV3, fakeBroadcastApi()) };
export const OtherHospital: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV2, fakeBroadcastApi()),
};
/** A profile without a hospital: the preview names the programme. */
export const SuperAdmin: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeBroadcastApi()),
};
/** Little of the month's quota left: the recipients times the messages exceed it. */
export const LowQuota: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeBroadcastApi({ quota: LOW_QUOTA })),
};
/** Editing a saved draft. */
export const EditingDraft: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeBroadcastApi()),
  parameters: {
    route: { path: ROUTES.broadcastForm, entry: `${ROUTES.broadcastForm}?id=${DRAFT.id}` },
  },
};
const withApprovals = fakeBroadcastApi({
  broadcasts: [...BROADCASTS, ...APPROVAL_BROADCASTS],
  approvalMin: APPROVAL_MIN,
});
const editing = (id: number) => ({
  route: { path: ROUTES.broadcastForm, entry: `${ROUTES.broadcastForm}?id=${id}` },
});

/** A draft to the unit's 12,400 followers, over the approval threshold: its send waits for approval. */
export const EditingDraftOverThreshold: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, withApprovals),
  parameters: editing(DRAFT.id),
};
/** A draft sent back by its approver: who, when and why, above the fields to fix. */
export const EditingRejected: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, withApprovals),
  parameters: editing(REJECTED.id),
};
/** A broadcast waiting for approval: saving an edit withdraws the request. */
export const EditingPending: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, withApprovals),
  parameters: editing(PENDING_SCHEDULED.id),
};
/** What the API says of an urgent reason it refuses in the story below. */
export const URGENT_REFUSAL = 'เหตุผลที่เร่งด่วนต้องไม่เกิน 500 ตัวอักษร';
/** The API refuses the urgent reason: said on its field. */
export const UrgentReasonRefused: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeBroadcastApi({
      replies: {
        [`PUT ${API_PATHS.broadcastById(DRAFT.id)}`]: refused(400, [
          { path: '/urgentReason', message: URGENT_REFUSAL },
        ]),
      },
    }),
  ),
  parameters: editing(DRAFT.id),
};
const withSendPolicy = fakeBroadcastApi({ sendPolicy: SEND_POLICY });

/** A draft under a send window of 08:00–20:00: the form says when a send outside it begins. */
export const DraftUnderSendWindow: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, withSendPolicy),
  parameters: editing(DRAFT.id),
};
/** The scheduled broadcast under the same window. */
export const ScheduledUnderSendWindow: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, withSendPolicy),
  parameters: editing(SCHEDULED.id),
};
/** Editing a broadcast scheduled for 25/11/2569 09:00 (Thai time), to a segment. */
export const EditingScheduled: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeBroadcastApi()),
  parameters: {
    route: { path: ROUTES.broadcastForm, entry: `${ROUTES.broadcastForm}?id=${SCHEDULED.id}` },
  },
};

/** The problems LINE would refuse in the messages of this draft. */
export const MESSAGE_PROBLEMS = [
  { path: '/messages/0/text', message: 'ข้อความต้องยาวไม่เกิน 5,000 ตัวอักษร' },
  { path: '/messages/1/originalContentUrl', message: 'ลิงก์รูปภาพต้องขึ้นต้นด้วย https://' },
];

/** Signed in as an ADMIN_LV3, whose save of the draft the API refuses (400) with `answer`. */
const draftSaveRefused = (answer: object) =>
  signedIn(
    PROFILES.ADMIN_LV3,
    fakeBroadcastApi({
      replies: { [`PUT ${API_PATHS.broadcastById(DRAFT.id)}`]: { status: 400, data: answer } },
    }),
  );

/** The API refuses the draft's messages when it is saved: every problem listed. */
/** LINE takes the test for the staff member's own account but not for a tester's. */
export const TestPartlyRefused: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeBroadcastApi({
      replies: {
        [`POST ${API_PATHS.broadcastTest(DRAFT.id)}`]: ok({
          sentTo: [{ name: TEST_SENDER_NAME, lineUserIdMasked: TEST_SENT_TO }],
          failed: [
            {
              name: SOMCHAI.name,
              lineUserIdMasked: SOMCHAI.lineUserIdMasked,
              reason: `${BROADCAST_MESSAGES.lineRefused}: Failed to send messages`,
            },
          ],
        }),
      },
    }),
  ),
  parameters: EditingDraft.parameters,
};
export const MessagesRefused: Story = {
  decorators: draftSaveRefused({ message: 'ข้อมูลไม่ถูกต้อง', errors: MESSAGE_PROBLEMS }),
  parameters: EditingDraft.parameters,
};
/** More problems than the API lists: the list ends with how many more there were. */
export const ManyMessageProblems: Story = {
  decorators: draftSaveRefused({
    message: 'VALIDATION_ERROR',
    errors: MESSAGE_PROBLEMS,
    moreErrors: 1_250,
  }),
  parameters: EditingDraft.parameters,
};

/** A new broadcast copied from the scheduled one: its title, segment and messages, not its time. */
export const CopyingScheduled: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeBroadcastApi()),
  parameters: {
    route: { path: ROUTES.broadcastForm, entry: broadcastCopyPath(SCHEDULED.id) },
  },
};
/** A copy whose segment the unit no longer has: the API refuses its save. */
export const CopyOfMissingSegment: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeBroadcastApi({
      replies: {
        [`POST ${API_PATHS.broadcast}`]: {
          status: 400,
          data: {
            message: 'ข้อมูลไม่ถูกต้อง',
            errors: [{ path: '/segmentId', message: BROADCAST_MESSAGES.segmentNotFound }],
          },
        },
      },
    }),
  ),
  parameters: CopyingScheduled.parameters,
};
/** A copy of a broadcast that is not there (deleted meanwhile). */
export const CopyOfMissing: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeBroadcastApi({
      replies: {
        [`GET ${API_PATHS.broadcastById(999)}`]: {
          status: 404,
          data: { message: BROADCAST_MESSAGES.notFound },
        },
      },
    }),
  ),
  parameters: { route: { path: ROUTES.broadcastForm, entry: broadcastCopyPath(999) } },
};
