-- Hearth schema version 6: per-player, per-game sums kept in the same
-- transactions as the plays (data/stats.go), so the Stats page reads a few
-- rows instead of aggregating every result. A player is a profile
-- ('p:<id>') or, for results saved without one, a name ('n:<lower name>').

CREATE TABLE player_stats (
    player  TEXT NOT NULL,
    game    TEXT NOT NULL,
    name    TEXT NOT NULL,
    plays   INTEGER NOT NULL,
    wins    INTEGER NOT NULL,
    best    INTEGER NOT NULL,
    total   INTEGER NOT NULL,
    PRIMARY KEY (player, game)
) WITHOUT ROWID;

INSERT INTO player_stats (player, game, name, plays, wins, best, total)
SELECT CASE WHEN r.profile_id IS NOT NULL THEN 'p:' || r.profile_id ELSE 'n:' || lower(trim(r.name)) END,
       p.game, min(r.name), count(*), sum(r.winner), max(r.score), sum(r.score)
FROM play_results r JOIN plays p ON p.id = r.play_id
WHERE r.bot = 0
GROUP BY 1, 2;

-- Best scores after a deletion are found again through this index.
CREATE INDEX play_results_by_player_score ON play_results (profile_id, score);
