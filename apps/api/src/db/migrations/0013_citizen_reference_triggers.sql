ALTER TABLE "citizen" DROP CONSTRAINT "citizen_province_id_province_id_fk";
--> statement-breakpoint
ALTER TABLE "citizen" DROP CONSTRAINT "citizen_unit_id_unit_id_fk";
--> statement-breakpoint
-- citizen.unit_id and citizen.province_id are kept by statement triggers instead of foreign keys:
-- a foreign key checks each imported row on its own, costing more than the rest of the row,
-- while these check a statement's distinct ids once. They do what the foreign keys did, refusing
-- with SQLSTATE 23503 and the foreign keys' names, and take the same FOR KEY SHARE lock on each
-- referenced row, so a unit or province being deleted waits for the citizens' transaction, or
-- they for it. Their messages name the table and column, never a value.
CREATE FUNCTION "citizen_check_references"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unit_ids integer[];
  province_ids smallint[];
  locked bigint;
BEGIN
  SELECT array_agg(DISTINCT "unit_id") FILTER (WHERE "unit_id" IS NOT NULL),
         array_agg(DISTINCT "province_id") FILTER (WHERE "province_id" IS NOT NULL)
    INTO unit_ids, province_ids
    FROM added;
  IF unit_ids IS NOT NULL THEN
    -- A unit deleted by a transaction that committed while this one waited is not locked.
    PERFORM FROM "unit" WHERE "id" = ANY (unit_ids) FOR KEY SHARE;
    GET DIAGNOSTICS locked = ROW_COUNT;
    IF locked < cardinality(unit_ids) THEN
      RAISE EXCEPTION 'insert or update on table "citizen" violates foreign key constraint "citizen_unit_id_unit_id_fk"'
        USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'citizen_unit_id_unit_id_fk',
          TABLE = 'citizen', COLUMN = 'unit_id',
          DETAIL = 'A unit_id of table "citizen" is not present in table "unit".';
    END IF;
  END IF;
  IF province_ids IS NOT NULL THEN
    PERFORM FROM "province" WHERE "id" = ANY (province_ids) FOR KEY SHARE;
    GET DIAGNOSTICS locked = ROW_COUNT;
    IF locked < cardinality(province_ids) THEN
      RAISE EXCEPTION 'insert or update on table "citizen" violates foreign key constraint "citizen_province_id_province_id_fk"'
        USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'citizen_province_id_province_id_fk',
          TABLE = 'citizen', COLUMN = 'province_id',
          DETAIL = 'A province_id of table "citizen" is not present in table "province".';
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A trigger with a transition table has one event, hence one for inserts and one for updates.
CREATE TRIGGER "citizen_references_on_insert"
  AFTER INSERT ON "citizen" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "citizen_check_references"();--> statement-breakpoint
CREATE TRIGGER "citizen_references_on_update"
  AFTER UPDATE ON "citizen" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "citizen_check_references"();--> statement-breakpoint
-- A deleted unit's citizens no longer belong to a unit (ON DELETE SET NULL), found through citizen_unit_idx.
CREATE FUNCTION "unit_release_citizens"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "citizen" SET "unit_id" = NULL WHERE "unit_id" IN (SELECT "id" FROM gone);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "unit_citizens_on_delete"
  AFTER DELETE ON "unit" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "unit_release_citizens"();--> statement-breakpoint
-- A province is not deleted while citizens live in it (NO ACTION), looked up province by province
-- through citizen_province_idx: asked the other way round ("any citizen in these provinces?"),
-- PostgreSQL plans to read citizen until it meets one, i.e. all of it for a province nobody lives in.
CREATE FUNCTION "province_refuse_citizens_left"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM gone WHERE EXISTS (SELECT FROM "citizen" WHERE "province_id" = gone."id")) THEN
    RAISE EXCEPTION 'update or delete on table "province" violates foreign key constraint "citizen_province_id_province_id_fk" on table "citizen"'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'citizen_province_id_province_id_fk',
        TABLE = 'citizen', COLUMN = 'province_id',
        DETAIL = 'A deleted province is still referenced from table "citizen".';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "province_citizens_on_delete"
  AFTER DELETE ON "province" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "province_refuse_citizens_left"();--> statement-breakpoint
-- Nor does a unit or province that citizens reference change its id (the app never does; the
-- foreign keys refused it). A row trigger of UPDATE OF id costs nothing to updates of other columns.
CREATE FUNCTION "citizen_refuse_referenced_id_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'unit' THEN
    IF EXISTS (SELECT FROM "citizen" WHERE "unit_id" = OLD."id") THEN
      RAISE EXCEPTION 'update or delete on table "unit" violates foreign key constraint "citizen_unit_id_unit_id_fk" on table "citizen"'
        USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'citizen_unit_id_unit_id_fk',
          TABLE = 'citizen', COLUMN = 'unit_id',
          DETAIL = 'A changed unit id is still referenced from table "citizen".';
    END IF;
  ELSIF EXISTS (SELECT FROM "citizen" WHERE "province_id" = OLD."id") THEN
    RAISE EXCEPTION 'update or delete on table "province" violates foreign key constraint "citizen_province_id_province_id_fk" on table "citizen"'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'citizen_province_id_province_id_fk',
        TABLE = 'citizen', COLUMN = 'province_id',
        DETAIL = 'A changed province id is still referenced from table "citizen".';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "unit_citizens_on_id_change"
  AFTER UPDATE OF "id" ON "unit"
  FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id")
  EXECUTE FUNCTION "citizen_refuse_referenced_id_change"();--> statement-breakpoint
CREATE TRIGGER "province_citizens_on_id_change"
  AFTER UPDATE OF "id" ON "province"
  FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id")
  EXECUTE FUNCTION "citizen_refuse_referenced_id_change"();
