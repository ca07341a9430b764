-- Hearth schema version 4: reserved for stable ids on profiles and sessions (export/import).
SELECT 1;
