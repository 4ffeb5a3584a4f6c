import {
  Kind,
  Type,
  TypeRegistry,
  type TInteger,
  type TObject,
  type TOptional,
  type TPartial,
  type TProperties,
  type TString,
  type TUnsafe,
} from '@sinclair/typebox';
import {
  LIST_PAGE_MAX,
  LIST_PAGE_SIZE_DEFAULT,
  LIST_PAGE_SIZE_MAX,
  LIST_SEARCH_MAX_LENGTH,
  SORT_DIRECTIONS,
  type SortDirection,
} from './list-query';

/*
 * The TypeBox schemas of the list requests (list-query.ts holds their shape and limits): apart,
 * so that a screen reading a limit does not load TypeBox.
 */

const STRING_ENUM = 'StringEnum';

/**
 * One of `values`: a JSON-schema `enum`, so that a validator names an unknown value at its own
 * path (a union of literals fails as a whole). Registered with TypeBox on first use so that
 * `Value.Check` knows the kind too.
 */
export function stringEnum<const Values extends readonly [string, ...string[]]>(values: Values) {
  if (!TypeRegistry.Has(STRING_ENUM)) {
    TypeRegistry.Set<{ enum: readonly unknown[] }>(STRING_ENUM, (schema, value) =>
      schema.enum.includes(value),
    );
  }
  return Type.Unsafe<Values[number]>({ [Kind]: STRING_ENUM, type: 'string', enum: [...values] });
}

/** `schema` or null. */
export const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export interface ListQueryDeclaration<
  Fields extends readonly [string, ...string[]],
  Filters extends TProperties,
> {
  /** The columns a list may be sorted by. */
  sort: Fields;
  /** The filters of the area, each with its schema; any other key is refused. */
  filters?: Filters;
}

/** The schemas of `ListCriteria`'s properties, for an area's declared sort fields and filters. */
export type ListCriteriaProperties<
  Fields extends readonly [string, ...string[]],
  Filters extends TProperties,
> = {
  search: TOptional<TString>;
  sort: TOptional<TObject<{ field: TUnsafe<Fields[number]>; direction: TUnsafe<SortDirection> }>>;
  filters: TOptional<TPartial<TObject<Filters>>>;
};

export type ListQuerySchema<
  Fields extends readonly [string, ...string[]],
  Filters extends TProperties,
> = TObject<{ page: TInteger; pageSize: TInteger } & ListCriteriaProperties<Fields, Filters>>;

/**
 * The search, sort and filters of an area's list request, as schema properties: shared by the
 * list (`listQuerySchema`) and its export (`listExportSchema`), so both take the same rows. Sort
 * fields and filter keys are declared here, so an unknown one fails validation (400 at
 * `/sort/field` or `/filters/<key>`) rather than reaching the database. Unknown filters are
 * refused by an `additionalProperties` schema, not `false`: a validator that strips unknown
 * properties must still see them.
 */
export function listCriteriaProperties<
  const Fields extends readonly [string, ...string[]],
  Filters extends TProperties = Record<never, never>,
>(declared: ListQueryDeclaration<Fields, Filters>): ListCriteriaProperties<Fields, Filters> {
  return {
    search: Type.Optional(Type.String({ maxLength: LIST_SEARCH_MAX_LENGTH })),
    sort: Type.Optional(
      Type.Object(
        { field: stringEnum(declared.sort), direction: stringEnum(SORT_DIRECTIONS) },
        { additionalProperties: false },
      ),
    ),
    filters: Type.Optional(
      Type.Partial(
        Type.Object(declared.filters ?? ({} as Filters), { additionalProperties: Type.Never() }),
      ),
    ),
  };
}

/** The TypeBox schema of an area's list request: a page of the rows `listCriteriaProperties` take. */
export function listQuerySchema<
  const Fields extends readonly [string, ...string[]],
  Filters extends TProperties = Record<never, never>,
>(declared: ListQueryDeclaration<Fields, Filters>): ListQuerySchema<Fields, Filters> {
  return Type.Object(
    {
      page: Type.Integer({ minimum: 1, maximum: LIST_PAGE_MAX, default: 1 }),
      pageSize: Type.Integer({
        minimum: 1,
        maximum: LIST_PAGE_SIZE_MAX,
        default: LIST_PAGE_SIZE_DEFAULT,
      }),
      ...listCriteriaProperties(declared),
    },
    { additionalProperties: false },
  );
}
