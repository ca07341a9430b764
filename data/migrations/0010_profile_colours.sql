-- Hearth schema version 10: a colour per profile (issue 22), shown on score
-- entry tabs, charts and History. Profiles get the palette's colours in the
-- order they were made (data/colours.go holds the same palette); a player
-- may choose another. '' means "not chosen": the app takes one from the name.

ALTER TABLE profiles ADD COLUMN colour TEXT NOT NULL DEFAULT '';

UPDATE profiles SET colour = (
    SELECT CASE count(*) % 8
        WHEN 0 THEN '#1C7ED6' WHEN 1 THEN '#D9480F' WHEN 2 THEN '#2B8A3E' WHEN 3 THEN '#AE3EC9'
        WHEN 4 THEN '#0C8599' WHEN 5 THEN '#D6336C' WHEN 6 THEN '#B5651D' ELSE '#845EF7' END
    FROM profiles q WHERE q.id < profiles.id);
