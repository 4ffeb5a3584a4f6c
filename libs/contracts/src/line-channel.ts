import { Type, type Static } from '@sinclair/typebox';

/**
 * Whether the LINE Login channel and the Messaging API channel answer for the same users: LINE
 * gives a user one ID per provider, so a staff member's or citizen's ID from one channel means
 * nothing to the other unless both channels are under one provider.
 */
export const LINE_CHANNEL_OUTCOMES = ['SAME_PROVIDER', 'UNCONFIRMED', 'OTHER_PROVIDER'] as const;
export type LineChannelOutcome = (typeof LINE_CHANNEL_OUTCOMES)[number];

/** What each outcome means, as the health endpoint and the Super Admin read it. */
export const LINE_CHANNEL_TEXTS: Record<LineChannelOutcome, string> = {
  SAME_PROVIDER:
    'ช่องทาง LINE Login และ Messaging API อยู่ใน Provider เดียวกัน: LINE รู้จักบัญชี LINE ของเจ้าหน้าที่ในทั้งสองช่องทาง',
  UNCONFIRMED:
    'ยังยืนยันไม่ได้ว่าช่องทาง LINE Login และ Messaging API อยู่ใน Provider เดียวกัน: บัญชี LINE OA ไม่พบบัญชี LINE ของเจ้าหน้าที่ที่เข้าสู่ระบบล่าสุด (เจ้าหน้าที่อาจยังไม่ได้เพิ่มบัญชี LINE OA เป็นเพื่อน) ให้เจ้าหน้าที่เพิ่มเพื่อนแล้วทดลองส่งถึงตนเอง',
  OTHER_PROVIDER:
    'ช่องทาง LINE Login และ Messaging API อยู่คนละ Provider: LINE ไม่รู้จักบัญชี LINE ของเจ้าหน้าที่ในช่องทาง Messaging API จึงทดลองส่งถึงเจ้าหน้าที่ไม่ได้ ให้ผู้ดูแลระบบสร้างทั้งสองช่องทางไว้ใน Provider เดียวกันใน LINE Developers Console',
};

/** The last check, as `GET /api/health` and the dashboard answer it (`lineChannels`). */
export const LineChannelCheckSchema = Type.Object({
  outcome: Type.Union(LINE_CHANNEL_OUTCOMES.map((outcome) => Type.Literal(outcome))),
  /** What the outcome means, in Thai. */
  message: Type.String(),
  checkedAt: Type.String({ format: 'date-time' }),
});
export type LineChannelCheck = Static<typeof LineChannelCheckSchema>;
