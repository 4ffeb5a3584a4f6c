import type { FakeReply, FakeRequest } from '@hbc/api-clients/testing';
import {
  API_PATHS,
  TEMPLATE_MESSAGES,
  type TemplateBody,
  type TemplateListItem,
  type TemplateListQuery,
  type TemplateRecord,
  type TemplateUpdateBody,
} from '@hbc/contracts';
import { formatOf } from '@hbc/message-model';
import { refused } from '../health-center/health-center-fixtures';
import { ok } from '../health-center/unit-detail-fixtures';
import type { FakeRoutes } from '../users/user-fixtures';

/** When the stories' changes happen: 23/11/2569 09:05 in Thailand. */
export const CHANGED_AT = '2026-11-23T02:05:00.000Z';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 2, 5)).toISOString();

const text = (value: string) => ({ type: 'text', text: value });
const video = {
  type: 'video',
  originalContentUrl: 'https://files.example/flu.mp4',
  previewImageUrl: 'https://files.example/flu.jpg',
};

function template(
  id: number,
  name: string,
  messages: unknown[],
  details: Partial<TemplateRecord> & { day: number },
): TemplateRecord {
  const { day, ...rest } = details;
  return {
    id,
    name,
    shared: false,
    messageCount: messages.length,
    formats: messages.map(formatOf),
    messages,
    updatedByName: 'มานี ขยันยิ่ง',
    updatedAt: at(day),
    ...rest,
  };
}

/** The unit's own template of two messages: a text and a video. */
export const FLU_TEMPLATE = template(
  1,
  'เชิญฉีดวัคซีนไข้หวัดใหญ่',
  [text('ขอเชิญผู้สูงอายุรับวัคซีนไข้หวัดใหญ่ฟรี ที่โรงพยาบาล'), video],
  { day: 22 },
);

/** The Super Admin's template, offered to every unit: LV3 may use it, not change it. */
export const SHARED_TEMPLATE = template(
  2,
  'ประกาศวันหยุดราชการ',
  [text('หน่วยบริการปิดทำการในวันหยุดราชการ')],
  { day: 21, shared: true, updatedByName: 'สมศักดิ์ รักษ์สุขภาพ' },
);

const TOPICS = ['นัดตรวจสุขภาพ', 'ข่าวสุขภาพ', 'คลินิกเบาหวาน', 'ฝากครรภ์'];

/** 23 templates: more than a page of 20. */
export const TEMPLATES: readonly TemplateRecord[] = [
  FLU_TEMPLATE,
  SHARED_TEMPLATE,
  ...Array.from({ length: 21 }, (_, i) =>
    template(i + 3, `${TOPICS[i % TOPICS.length] ?? ''} ฉบับที่ ${i + 1}`, [text(`ข้อความ ${i}`)], {
      day: 1 + (i % 19),
    }),
  ),
];

const listItem = ({ messages: _messages, ...item }: TemplateRecord): TemplateListItem => item;
const thai = new Intl.Collator('th');

/** One page of `templates` for a list call: searched, sorted and paged as the API does. */
export function templatePage(templates: readonly TemplateRecord[], body: unknown): FakeReply {
  const query = body as TemplateListQuery;
  const search = query.search?.trim();
  const matching = templates.filter((t) => !search || t.name.includes(search));
  const sort = query.sort ?? { field: 'updatedAt', direction: 'desc' };
  const sorted = [...matching].sort((a, b) => {
    const order = thai.compare(a[sort.field], b[sort.field]) || a.id - b.id;
    return sort.direction === 'asc' ? order : -order;
  });
  const start = (query.page - 1) * query.pageSize;
  return {
    status: 200,
    data: {
      message: 'SUCCESS',
      data: sorted.slice(start, start + query.pageSize).map(listItem),
      total: matching.length,
    },
  };
}

const NOT_FOUND: FakeReply = { status: 404, data: { message: 'NOT_FOUND' } };
const SHARED_READ_ONLY: FakeReply = {
  status: 403,
  data: { message: TEMPLATE_MESSAGES.sharedReadOnly },
};
/** Ids the fake answers for besides the given templates: those it creates. */
const NEW_IDS = 3;

export interface FakeTemplateApiOptions {
  templates?: readonly TemplateRecord[];
  /** Super Admin's fake: shared templates may change, and new ones are shared. */
  superAdmin?: boolean;
  /** Answers that replace the fake's own, by 'METHOD /path'. */
  replies?: FakeRoutes;
}

/**
 * The template API over `templates` kept in memory: creates, renames and deletes show in later
 * calls; a taken name is a 409 on its field, and changing a shared template (not as Super Admin)
 * a 403. Made afresh for each showing (pass it to `FakeApiScope`).
 */
export function fakeTemplateApi({
  templates = TEMPLATES,
  superAdmin = false,
  replies = {},
}: FakeTemplateApiOptions = {}) {
  return (): FakeRoutes => {
    let stored = [...templates];
    let nextId = Math.max(0, ...templates.map((t) => t.id)) + 1;
    const nameTaken = (name: string, shared: boolean, id?: number) =>
      stored.some((t) => t.name === name && t.shared === shared && t.id !== id);
    const taken = () => refused(409, [{ path: '/name', message: TEMPLATE_MESSAGES.nameTaken }]);

    const byId: FakeRoutes = {};
    const ids = [
      ...stored.map((t) => t.id),
      ...Array.from({ length: NEW_IDS }, (_, i) => nextId + i),
    ];
    for (const id of ids) {
      const find = () => stored.find((t) => t.id === id);
      byId[`GET ${API_PATHS.templateById(id)}`] = () => {
        const found = find();
        return found ? ok(found) : NOT_FOUND;
      };
      byId[`PUT ${API_PATHS.templateById(id)}`] = (request: FakeRequest) => {
        const found = find();
        if (!found) return NOT_FOUND;
        if (found.shared && !superAdmin) return SHARED_READ_ONLY;
        const body = request.body as TemplateUpdateBody;
        const name = body.name?.trim() ?? found.name;
        if (nameTaken(name, found.shared, id)) return taken();
        const messages = body.messages ?? found.messages;
        const updated = {
          ...template(id, name, messages, { day: 23 }),
          shared: found.shared,
          updatedAt: CHANGED_AT,
        };
        stored = stored.map((t) => (t.id === id ? updated : t));
        return ok(updated);
      };
      byId[`DELETE ${API_PATHS.templateById(id)}`] = () => {
        const found = find();
        if (!found) return NOT_FOUND;
        if (found.shared && !superAdmin) return SHARED_READ_ONLY;
        stored = stored.filter((t) => t.id !== id);
        return ok(null);
      };
    }

    return {
      [`POST ${API_PATHS.templateList}`]: (request) => templatePage(stored, request.body),
      [`POST ${API_PATHS.template}`]: (request) => {
        const body = request.body as TemplateBody;
        const name = body.name.trim();
        if (nameTaken(name, superAdmin)) return taken();
        const created = {
          ...template(nextId++, name, body.messages, { day: 23 }),
          shared: superAdmin,
          updatedAt: CHANGED_AT,
        };
        stored = [created, ...stored];
        return ok(created);
      },
      ...byId,
      ...replies,
    };
  };
}
