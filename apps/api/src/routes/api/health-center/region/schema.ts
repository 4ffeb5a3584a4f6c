import { listQuerySchema } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { listAnswer } from '../../../../schemas/list';

/** The region list sorts by the official region number (default) or the Thai name; no filters yet. */
export const RegionListBody = listQuerySchema({ sort: ['number', 'name'] });

export const RegionListItem = Type.Object({
  /** The official region number (1–13). */
  id: Type.Integer(),
  nameTh: Type.String(),
  nameEn: Type.String(),
  provinceCount: Type.Integer({ minimum: 0 }),
});

export const RegionListAnswer = listAnswer(RegionListItem);
