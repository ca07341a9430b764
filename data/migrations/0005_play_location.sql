-- Hearth schema version 5: where a play took place (free text, editable like
-- the notes).

ALTER TABLE plays ADD COLUMN location TEXT NOT NULL DEFAULT '';
