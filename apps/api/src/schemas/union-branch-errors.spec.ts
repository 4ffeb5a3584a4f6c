import { Type, type TSchema } from '@sinclair/typebox';
import Ajv from 'ajv';
import type { FastifySchemaValidationError } from 'fastify';
import { validationIssues } from '../error-reply';

/** The app's validator options: every error, as Fastify hands them to the error handler. */
const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
function issuesOf(schema: TSchema, value: unknown) {
  const validate = ajv.compile(schema);
  if (validate(value)) return [];
  return validationIssues((validate.errors ?? []) as FastifySchemaValidationError[]);
}

const Shape = Type.Object({
  shapes: Type.Array(
    Type.Union([
      Type.Object(
        { kind: Type.Literal('CIRCLE'), radius: Type.Integer({ minimum: 1 }) },
        { additionalProperties: false },
      ),
      Type.Object(
        { kind: Type.Literal('SQUARE'), side: Type.Integer({ minimum: 1 }) },
        { additionalProperties: false },
      ),
    ]),
  ),
  colour: Type.Optional(Type.Union([Type.Literal('RED'), Type.Literal('BLUE')])),
});

describe('validation issues of unions told apart by a constant', () => {
  it('names only the problems of the branch whose constant matched', () => {
    expect(issuesOf(Shape, { shapes: [{ kind: 'SQUARE', side: 0 }] })).toEqual([
      { path: '/shapes/0/side', message: 'ต้องไม่น้อยกว่า 1' },
    ]);
    expect(issuesOf(Shape, { shapes: [{ kind: 'CIRCLE', radius: 2, side: 2 }] })).toEqual([
      { path: '/shapes/0/side', message: 'ไม่รู้จักข้อมูลนี้' },
    ]);
  });

  it('names the constant and the union when no branch has it', () => {
    expect(issuesOf(Shape, { shapes: [{ kind: 'TRIANGLE', side: 2 }] })).toEqual([
      { path: '/shapes/0/kind', message: 'ไม่มีในตัวเลือกที่รองรับ' },
      { path: '/shapes/0', message: 'ข้อมูลไม่ถูกต้อง' },
    ]);
  });

  it('leaves a union of plain constants as it was', () => {
    expect(issuesOf(Shape, { shapes: [], colour: 'GREEN' })).toEqual([
      { path: '/colour', message: 'ข้อมูลไม่ถูกต้อง' },
    ]);
  });
});
