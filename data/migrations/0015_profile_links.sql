-- Hearth schema version 15: a player is a profile, not a spelling (issue 35
-- §1). Every result saved under a name that is a profile's, case and
-- accents aside (hearth_fold, as name_key keeps it), is linked to that
-- profile by its id: a profile made after its plays, recreated after it was
-- deleted, or renamed to a name played without one. The result keeps the
-- name it was saved with (play_results.name, shown as "saved as"); the
-- profile's present name is the one shown. A name two profiles share (made
-- before names were folded) is left as it is, and so is a seat whose play
-- already has that profile at another seat: two seats are two people.
-- The per-player sums, head-to-head and the handicap ledgers are rebuilt
-- after this file, in the same transaction (store.go, migrationAfter).

CREATE TEMP TABLE profile_keys AS
    SELECT hearth_fold(name) AS key, min(id) AS id FROM profiles GROUP BY 1 HAVING count(*) = 1;
CREATE UNIQUE INDEX temp.profile_keys_by_key ON profile_keys (key);

UPDATE play_results AS r SET profile_id = k.id
FROM temp.profile_keys AS k
WHERE r.profile_id IS NULL AND r.bot = 0 AND r.name_key = k.key
  AND NOT EXISTS (SELECT 1 FROM play_results o WHERE o.play_id = r.play_id AND o.profile_id = k.id);

DROP TABLE temp.profile_keys;
