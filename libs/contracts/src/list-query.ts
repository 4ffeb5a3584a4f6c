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

/**
 * The list request of every area (architecture §5): `POST /api/<area>/list` with
 * `{ page, pageSize, search?, sort?, filters? }`, answered `{ message: 'SUCCESS', data, total }`.
 */
export const LIST_PAGE_SIZE_MAX = 100;
export const LIST_PAGE_SIZE_DEFAULT = 20;
export const LIST_SEARCH_MAX_LENGTH = 100;
/**
 * The last page a list may ask for: its offset, (page − 1) × pageSize, stays far inside what
 * PostgreSQL's OFFSET and JavaScript's integers hold (a larger page was a 500, not a 400).
 */
export const LIST_PAGE_MAX = 1_000_000;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ListSort<Field extends string> {
  field: Field;
  direction: SortDirection;
}

/**
 * Which rows of a list, in what order: what a list page and an export of the same list share.
 * `filters` holds only the keys the area declares.
 */
export interface ListCriteria<Field extends string, Filters extends object = Record<never, never>> {
  search?: string;
  sort?: ListSort<Field>;
  filters?: Partial<Filters>;
}

/** What a list screen sends: the criteria and which page of them. */
export interface ListQuery<
  Field extends string,
  Filters extends object = Record<never, never>,
> extends ListCriteria<Field, Filters> {
  page: number;
  pageSize: number;
}

/** The answer of a list: one page of rows and how many rows match in all. */
export interface ListAnswer<T> {
  message: 'SUCCESS';
  data: T[];
  total: number;
}

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
