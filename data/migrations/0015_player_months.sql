-- Hearth schema version 15: each player's scores summed per month, kept in
-- the same transactions as the plays (data/months.go), so a player's score
-- chart reads a row per month instead of every result of every play they
-- were in (issue 35 §2: 5,479 points drew a solid block, and reading them
-- made the player page the one slow page at 100,000 plays). Keys are
-- player_stats' keys; months are the UTC months of played_at ("2024-03");
-- only results with a score count.

-- A test's database set back to an older version keeps the table: it is
-- filled again.
CREATE TABLE IF NOT EXISTS player_months (
    player TEXT NOT NULL,
    game   TEXT NOT NULL,
    solo   INTEGER NOT NULL,
    month  TEXT NOT NULL,
    plays  INTEGER NOT NULL, -- results with a score
    total  INTEGER NOT NULL,
    best   INTEGER NOT NULL,
    PRIMARY KEY (player, game, solo, month)
) WITHOUT ROWID;

DELETE FROM player_months;
INSERT INTO player_months (player, game, solo, month, plays, total, best)
SELECT CASE WHEN r.profile_id IS NOT NULL THEN 'p:' || r.profile_id ELSE 'n:' || r.name_key END,
       p.game, p.mode = 'solo', substr(p.played_at, 1, 7), count(*), sum(r.score), max(r.score)
FROM play_results r JOIN plays p ON p.id = r.play_id
WHERE r.bot = 0 AND r.scored
GROUP BY 1, 2, 3, 4;
