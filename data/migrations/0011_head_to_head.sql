-- Hearth schema version 11: head-to-head sums kept in the same transactions
-- as the plays (data/stats.go), so a player's page reads a row per opponent
-- instead of every result of every play they were in (issue 22: 291–420 ms
-- at 100,000 plays). One row per player, game and opponent at the table
-- (solo plays have no opponent; bots are none). Keys are player_stats' keys.

CREATE TABLE head_to_head (
    player   TEXT NOT NULL,
    game     TEXT NOT NULL,
    opponent TEXT NOT NULL,
    name     TEXT NOT NULL, -- the opponent's name as saved (a profile is named as it is called now)
    plays    INTEGER NOT NULL,
    won      INTEGER NOT NULL, -- plays the player won
    lost     INTEGER NOT NULL, -- plays the opponent won
    ahead    INTEGER NOT NULL, -- plays the player scored more
    behind   INTEGER NOT NULL,
    PRIMARY KEY (player, game, opponent)
) WITHOUT ROWID;

INSERT INTO head_to_head (player, game, opponent, name, plays, won, lost, ahead, behind)
SELECT CASE WHEN o.profile_id IS NOT NULL THEN 'p:' || o.profile_id ELSE 'n:' || lower(trim(o.name)) END,
       q.game,
       CASE WHEN t.profile_id IS NOT NULL THEN 'p:' || t.profile_id ELSE 'n:' || lower(trim(t.name)) END,
       min(t.name), count(*), sum(o.winner), sum(t.winner), sum(o.score > t.score), sum(o.score < t.score)
FROM play_results o JOIN plays q ON q.id = o.play_id AND q.mode != 'solo'
JOIN play_results t ON t.play_id = o.play_id AND t.bot = 0 AND t.id != o.id
WHERE o.bot = 0
GROUP BY 1, 2, 3;

-- Whether a score beats a name's earlier ones is read from their best
-- scores down (profiles have play_results_by_player_score).
CREATE INDEX play_results_by_name_score ON play_results (lower(trim(name)), score) WHERE bot = 0 AND profile_id IS NULL;
