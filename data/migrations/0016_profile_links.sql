-- Hearth schema version 15: a player is a profile, not a spelling (issue 35
-- §1). Every result saved under a name that is a profile's, case and
-- accents aside (hearth_fold, as name_key keeps it), is linked to that
-- profile by its id: a profile made after its plays, recreated after it was
-- deleted, or renamed to a name played without one. The result keeps the
-- name it was saved with (play_results.name, shown as "saved as"); the
-- profile's present name is the one shown. A name two profiles share (made
-- before names were folded) is left as it is, and so is a seat whose play
-- already has that profile at another seat: two seats are two people.
-- The seats linked stay in temp.profile_links for the Go step after this
-- file (store.go, migrationAfter), in the same transaction: it recomputes
-- the per-player sums and head-to-head of the players they touch and the
-- handicap ledgers of the profiles that took them, then drops the table.

CREATE TEMP TABLE profile_keys AS
    SELECT hearth_fold(name) AS key, min(id) AS id FROM profiles GROUP BY 1 HAVING count(*) = 1;
CREATE UNIQUE INDEX temp.profile_keys_by_key ON profile_keys (key);

CREATE TEMP TABLE profile_links AS
    SELECT r.id AS result, k.id AS profile, r.name_key AS name_key
    FROM play_results r JOIN temp.profile_keys k ON k.key = r.name_key
    WHERE r.profile_id IS NULL AND r.bot = 0
      AND NOT EXISTS (SELECT 1 FROM play_results o WHERE o.play_id = r.play_id AND o.profile_id = k.id);
CREATE UNIQUE INDEX temp.profile_links_by_result ON profile_links (result);

UPDATE play_results AS r SET profile_id = l.profile
FROM temp.profile_links AS l WHERE l.result = r.id;

DROP TABLE temp.profile_keys;
