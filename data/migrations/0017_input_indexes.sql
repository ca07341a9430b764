-- Hearth schema version 17: the results whose saved input names a Lueur
-- board side, or an Insula expedition's ending, indexed by player (partial
-- indexes on the JSON field). A player's page sums them per side and per
-- variant (ResultsByInput, SoloVariants): without these it walked every
-- seat of the player in every game and looked each play up, 30-40 ms a
-- query for a player of 5,600 plays at 100,000 (issue 35 §2: any player's
-- page within 2x of the empty leaderboard); with them it reads only the
-- results that have the field.

CREATE INDEX IF NOT EXISTS play_results_input_side ON play_results
    (profile_id, name_key, json_extract(breakdown, '$.input.side'))
    WHERE json_extract(breakdown, '$.input.side') IS NOT NULL;

CREATE INDEX IF NOT EXISTS play_results_input_ending ON play_results
    (profile_id, name_key, json_extract(breakdown, '$.input.ending'))
    WHERE json_extract(breakdown, '$.input.ending') IS NOT NULL;
