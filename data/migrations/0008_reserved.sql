-- Hearth schema version 8 is reserved for the handicap work (branch h18t);
-- this placeholder keeps the numbering contiguous on branches without it.
-- When the real 0008 is merged, this file is deleted.
SELECT 1;
