-- Trigram indexes (gin_trgm_ops) let the list searches find text anywhere in a name or hcode.
-- pg_trgm is a trusted extension: a database owner may create it. Thai needs the database's
-- LC_CTYPE to be a UTF-8 locale (with 'C', Thai words have no trigrams and no index helps).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
