-- Hearth schema version 2: the Bonfire handicap ledger, one row per solo game
-- of a profile. It is derived from the plays and rebuilt whenever one is
-- saved or deleted (solo/handicap computes the chain).

CREATE TABLE handicap_ledger (
    play_id    INTEGER PRIMARY KEY REFERENCES plays (id) ON DELETE CASCADE,
    profile_id INTEGER NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL CHECK (position >= 1),
    before     INTEGER NOT NULL,
    outcome    TEXT NOT NULL CHECK (outcome IN ('win', 'loss', 'tie')),
    after      INTEGER NOT NULL,
    you        INTEGER NOT NULL,
    tom        INTEGER NOT NULL,
    UNIQUE (profile_id, position)
);

CREATE INDEX play_results_bot ON play_results (play_id, bot);

-- Statistics look players up by name when a play has no profile.
CREATE INDEX play_results_by_name ON play_results (name COLLATE NOCASE, bot);
