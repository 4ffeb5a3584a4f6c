-- Free text kept for staff to read (names, titles, reasons, file names, activity-log entries) shows
-- no full CID: the API masks CIDs in it as it is written (`maskCidsInText` of @hbc/contracts),
-- and this migration masks the rows written before. The function below is that rule in SQL, used
-- only here and dropped at the end; apps/api/src/privacy/mask-cids-sql.spec.ts checks that the two
-- agree. A valid CID (check digit right) of ASCII or Thai digits, each gap empty or one separator,
-- no digit touching either end, becomes 1-2345-xxxxx-xx-1; repeated until nothing changes.
CREATE FUNCTION "mask_cids_in_text"("source" text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  digit_chars CONSTANT text := '0123456789๐๑๒๓๔๕๖๗๘๙';
  separators CONSTANT text := E' \t\u00a0\u2007\u202f.-\u2010\u2011\u2012\u2013\u2014\u2212';
  candidate CONSTANT text :=
    '[0-9\u0e50-\u0e59](?:[ \t\u00a0\u2007\u202f.\u2010-\u2014\u2212-]?[0-9\u0e50-\u0e59]){12}';
  current_text text := "source";
  masked text;
  chars text[];
  vals integer[];
  seps boolean[];
  n integer;
  at integer;
  j integer;
  copied integer;
  cid text;
  total integer;
BEGIN
  LOOP
    IF current_text !~ candidate THEN
      RETURN current_text;
    END IF;
    chars := string_to_array(current_text, NULL);
    n := cardinality(chars);
    -- Each character's digit (0–9, Thai read as ASCII) or -1, and whether it is a separator.
    SELECT array_agg(CASE WHEN position(c IN digit_chars) > 0
                          THEN (position(c IN digit_chars) - 1) % 10 ELSE -1 END ORDER BY i),
           array_agg(position(c IN separators) > 0 ORDER BY i)
      INTO vals, seps
      FROM unnest(chars) WITH ORDINALITY AS t(c, i);
    masked := '';
    copied := 1;
    at := 1;
    WHILE at <= n LOOP
      IF vals[at] >= 0 AND (at = 1 OR vals[at - 1] < 0) THEN
        cid := '';
        j := at;
        LOOP
          cid := cid || vals[j]::text;
          j := j + 1;
          EXIT WHEN length(cid) = 13;
          IF coalesce(seps[j], false) AND coalesce(vals[j + 1], -1) >= 0 THEN
            j := j + 1;
          ELSIF coalesce(vals[j], -1) < 0 THEN
            cid := NULL;
            EXIT;
          END IF;
        END LOOP;
        IF cid IS NOT NULL AND coalesce(vals[j], -1) < 0 THEN
          total := 0;
          FOR k IN 1..12 LOOP
            total := total + substr(cid, k, 1)::integer * (14 - k);
          END LOOP;
          IF (11 - total % 11) % 10 = substr(cid, 13, 1)::integer THEN
            masked := masked || array_to_string(chars[copied:at - 1], '')
              || substr(cid, 1, 1) || '-' || substr(cid, 2, 4) || '-xxxxx-xx-' || substr(cid, 13, 1);
            copied := j;
            at := j;
            CONTINUE;
          END IF;
        END IF;
      END IF;
      at := at + 1;
    END LOOP;
    masked := masked || array_to_string(chars[copied:n], '');
    IF masked = current_text THEN
      RETURN masked;
    END IF;
    current_text := masked;
  END LOOP;
END;
$$;--> statement-breakpoint
UPDATE "app_user" SET "first_name" = "mask_cids_in_text"("first_name"),
                      "last_name" = "mask_cids_in_text"("last_name")
  WHERE ("first_name", "last_name") IS DISTINCT FROM
        ("mask_cids_in_text"("first_name"), "mask_cids_in_text"("last_name"));--> statement-breakpoint
UPDATE "province" SET "name_th" = "mask_cids_in_text"("name_th"),
                      "name_en" = "mask_cids_in_text"("name_en")
  WHERE ("name_th", "name_en") IS DISTINCT FROM
        ("mask_cids_in_text"("name_th"), "mask_cids_in_text"("name_en"));--> statement-breakpoint
UPDATE "unit" SET "name" = "mask_cids_in_text"("name")
  WHERE "name" IS DISTINCT FROM "mask_cids_in_text"("name");--> statement-breakpoint
UPDATE "broadcast" SET "title" = "mask_cids_in_text"("title")
  WHERE "title" IS DISTINCT FROM "mask_cids_in_text"("title");--> statement-breakpoint
UPDATE "segment_cid_list" SET "file_name" = "mask_cids_in_text"("file_name")
  WHERE "file_name" IS DISTINCT FROM "mask_cids_in_text"("file_name");--> statement-breakpoint
UPDATE "excluded_cid" SET "reason" = "mask_cids_in_text"("reason")
  WHERE "reason" IS DISTINCT FROM "mask_cids_in_text"("reason");--> statement-breakpoint
UPDATE "cid_import" SET "file_name" = "mask_cids_in_text"("file_name"),
                        "reason" = "mask_cids_in_text"("reason")
  WHERE ("file_name", "reason") IS DISTINCT FROM
        ("mask_cids_in_text"("file_name"), "mask_cids_in_text"("reason"));--> statement-breakpoint
UPDATE "cid_import_row" SET "reason" = "mask_cids_in_text"("reason")
  WHERE "reason" IS DISTINCT FROM "mask_cids_in_text"("reason");--> statement-breakpoint
UPDATE "citizen_import" SET "file_name" = "mask_cids_in_text"("file_name"),
                            "message" = "mask_cids_in_text"("message")
  WHERE ("file_name", "message") IS DISTINCT FROM
        ("mask_cids_in_text"("file_name"), "mask_cids_in_text"("message"));--> statement-breakpoint
-- Segment and tracking-link names are unique in their unit: two names that differ only in a CID
-- with the same mask (or one already written masked) would collide, so a masked name that meets
-- another in its unit takes its row id after it.
UPDATE "segment" SET "name" = renamed."name"
  FROM (
    SELECT "id", CASE WHEN count(*) OVER (PARTITION BY "unit_id", masked) > 1
                      THEN masked || ' (' || "id" || ')' ELSE masked END AS "name", changed
      FROM (SELECT "id", "unit_id", "mask_cids_in_text"("name") AS masked,
                   "mask_cids_in_text"("name") <> "name" AS changed
              FROM "segment") AS names
  ) AS renamed
  WHERE "segment"."id" = renamed."id" AND renamed.changed;--> statement-breakpoint
UPDATE "tracking_url" SET "name" = renamed."name"
  FROM (
    SELECT "id", CASE WHEN count(*) OVER (PARTITION BY "unit_id", masked) > 1
                      THEN masked || ' (' || "id" || ')' ELSE masked END AS "name", changed
      FROM (SELECT "id", "unit_id", "mask_cids_in_text"("name") AS masked,
                   "mask_cids_in_text"("name") <> "name" AS changed
              FROM "tracking_url") AS names
  ) AS renamed
  WHERE "tracking_url"."id" = renamed."id" AND renamed.changed;--> statement-breakpoint
-- The activity log is append-only (migration 0005): its UPDATE trigger is set aside for this one
-- statement, inside this migration's transaction, and put back in the state it was found in.
DO $$
DECLARE
  was "char";
BEGIN
  SELECT "tgenabled" INTO STRICT was FROM pg_trigger
    WHERE "tgrelid" = '"activity_log"'::regclass AND "tgname" = 'activity_log_append_only';
  ALTER TABLE "activity_log" DISABLE TRIGGER "activity_log_append_only";
  UPDATE "activity_log" SET "actor_name" = "mask_cids_in_text"("actor_name"),
                            "action" = "mask_cids_in_text"("action"),
                            "menu" = "mask_cids_in_text"("menu"),
                            "subject" = "mask_cids_in_text"("subject"),
                            "description" = "mask_cids_in_text"("description")
    WHERE ("actor_name", "action", "menu", "subject", "description") IS DISTINCT FROM
          ("mask_cids_in_text"("actor_name"), "mask_cids_in_text"("action"),
           "mask_cids_in_text"("menu"), "mask_cids_in_text"("subject"),
           "mask_cids_in_text"("description"));
  EXECUTE format('ALTER TABLE "activity_log" %s TRIGGER "activity_log_append_only"',
    CASE was WHEN 'O' THEN 'ENABLE' WHEN 'A' THEN 'ENABLE ALWAYS' WHEN 'R' THEN 'ENABLE REPLICA'
             ELSE 'DISABLE' END);
END;
$$;--> statement-breakpoint
DROP FUNCTION "mask_cids_in_text"(text);
