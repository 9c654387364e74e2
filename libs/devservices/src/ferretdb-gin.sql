-- GIN twins for FerretDB's indexes (docs/ferretdb.md, "PostgreSQL backend"). Run by
-- libs/devservices/src/postgres.ts on the `ferretdb` database at every start; idempotent.
--
-- FerretDB v1 stores each document as one jsonb column `_jsonb` and creates a MongoDB index
-- {a: 1, b: 1} as a btree on ((_jsonb -> 'a'), (_jsonb -> 'b')). But it pushes equality down as
-- `_jsonb -> 'a' @> value`, which a btree cannot serve and a GIN index (jsonb_ops) can, and sorts
-- and ranges not at all. So such a btree serves no query FerretDB sends (but our build's
-- `_id: {$in}` as `= ANY`, on the unique `_id` index), while every write pays for it:
-- - a unique btree, which enforces its uniqueness, gets a GIN twin on the same expressions, named
--   `<index>_gin`;
-- - any other is replaced by a GIN index on the same expressions under its own name, so that
--   FerretDB's `DROP INDEX <name>` (dropIndexes) drops it.

SET client_min_messages = warning;

-- Gives one index its GIN twin, or its GIN replacement (above), if it is a btree over
-- `_jsonb -> …` expressions. One that cannot be made is a warning, never an error (all of it
-- undone): the CREATE INDEX that FerretDB ran must not fail.
CREATE OR REPLACE FUNCTION workapi_gin_twin_of(index_oid oid) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  idx record;
  exprs text;
  twin text;
  moving text;
BEGIN
  SELECT i.indrelid::regclass AS tbl, n.nspname AS schema, c.relname AS name, am.amname AS am,
         i.indnkeyatts AS natts, i.indisunique AS is_unique
    INTO idx
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
         JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE i.indexrelid = index_oid;
  IF NOT FOUND OR idx.am <> 'btree' THEN
    RETURN;
  END IF;
  SELECT string_agg('(' || pg_get_indexdef(index_oid, k, true) || ')', ', ' ORDER BY k)
    INTO exprs FROM generate_series(1, idx.natts) AS k;
  IF exprs NOT LIKE '%(_jsonb -> %' THEN
    RETURN;
  END IF;
  -- fastupdate = off: with GIN's default pending list, every search scans all entries inserted
  -- since the last vacuum (0.7 ms per lookup after loading 20,000 documents, instead of 0.03 ms).
  twin := left(idx.name, 59) || '_gin';
  moving := left(idx.name, 48) || '_workapi_moving';
  IF idx.is_unique THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %s USING gin (%s) WITH (fastupdate = off)',
                   twin, idx.tbl, exprs);
  ELSIF to_regclass(format('%I.%I', idx.schema, twin)) IS NOT NULL THEN
    -- A twin made before takes the btree's place as it is, not built again: moved out of the way
    -- of workapi_gin_twin_drop, which would drop it with the btree, then named as the btree was.
    EXECUTE format('ALTER INDEX %I.%I RENAME TO %I', idx.schema, twin, moving);
    EXECUTE format('DROP INDEX %I.%I', idx.schema, idx.name);
    EXECUTE format('ALTER INDEX %I.%I RENAME TO %I', idx.schema, moving, idx.name);
  ELSE
    EXECUTE format('DROP INDEX %I.%I', idx.schema, idx.name);
    EXECUTE format('CREATE INDEX %I ON %s USING gin (%s) WITH (fastupdate = off)',
                   idx.name, idx.tbl, exprs);
  END IF;
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'workapi: no GIN index for index %: %', index_oid::regclass, SQLERRM;
END
$fn$;

-- Every index FerretDB creates gets its twin or replacement in the same transaction.
CREATE OR REPLACE FUNCTION workapi_gin_twin() RETURNS event_trigger LANGUAGE plpgsql AS $fn$
DECLARE
  cmd record;
BEGIN
  FOR cmd IN SELECT objid FROM pg_event_trigger_ddl_commands() WHERE object_type = 'index' LOOP
    PERFORM workapi_gin_twin_of(cmd.objid);
  END LOOP;
END
$fn$;
DROP EVENT TRIGGER IF EXISTS workapi_gin_twin;
CREATE EVENT TRIGGER workapi_gin_twin ON ddl_command_end WHEN TAG IN ('CREATE INDEX')
  EXECUTE FUNCTION workapi_gin_twin();

-- An index FerretDB drops (dropIndexes) takes its twin along; a dropped table takes both anyway.
CREATE OR REPLACE FUNCTION workapi_gin_twin_drop() RETURNS event_trigger LANGUAGE plpgsql AS $fn$
DECLARE
  obj record;
BEGIN
  FOR obj IN SELECT schema_name, object_name FROM pg_event_trigger_dropped_objects()
              WHERE object_type = 'index' AND object_name NOT LIKE '%\_gin' LOOP
    EXECUTE format('DROP INDEX IF EXISTS %I.%I', obj.schema_name, left(obj.object_name, 59) || '_gin');
  END LOOP;
END
$fn$;
DROP EVENT TRIGGER IF EXISTS workapi_gin_twin_drop;
CREATE EVENT TRIGGER workapi_gin_twin_drop ON sql_drop WHEN TAG IN ('DROP INDEX')
  EXECUTE FUNCTION workapi_gin_twin_drop();

-- Backfill: the indexes that exist already (data kept from a run before the trigger, or from
-- before the replacements): unique ones without a twin, and every other btree.
DO $do$
DECLARE
  idx record;
BEGIN
  FOR idx IN
    SELECT i.indexrelid AS oid
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_am am ON am.oid = c.relam
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE am.amname = 'btree'
       AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
       AND pg_get_indexdef(i.indexrelid) LIKE '%(_jsonb -> %'
       AND (NOT i.indisunique
            OR NOT EXISTS (SELECT 1 FROM pg_class t
                            WHERE t.relnamespace = c.relnamespace AND t.relname = left(c.relname, 59) || '_gin'))
  LOOP
    PERFORM workapi_gin_twin_of(idx.oid);
  END LOOP;
END
$do$;
