-- Hearth schema version 9: the per-player sums are kept apart for solo
-- plays (a journey is a score, an expedition is won or lost against the
-- island: neither is a win over another player) and add the time played and
-- the last play, for the leaderboard. Only a solo game against Tom (a real
-- opponent) counts its wins.

DROP TABLE player_stats;

CREATE TABLE player_stats (
    player      TEXT NOT NULL,
    game        TEXT NOT NULL,
    solo        INTEGER NOT NULL CHECK (solo IN (0, 1)),
    name        TEXT NOT NULL,
    plays       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    best        INTEGER NOT NULL,
    total       INTEGER NOT NULL,
    seconds     INTEGER NOT NULL,
    last_played TEXT NOT NULL,
    PRIMARY KEY (player, game, solo)
) WITHOUT ROWID;

INSERT INTO player_stats (player, game, solo, name, plays, wins, best, total, seconds, last_played)
SELECT CASE WHEN r.profile_id IS NOT NULL THEN 'p:' || r.profile_id ELSE 'n:' || lower(trim(r.name)) END,
       p.game, p.mode = 'solo', min(r.name), count(*),
       sum(CASE WHEN p.mode = 'solo' AND p.game != 'bonfire' THEN 0 ELSE r.winner END),
       max(r.score), sum(r.score), sum(p.duration_s), max(p.played_at)
FROM play_results r JOIN plays p ON p.id = r.play_id
WHERE r.bot = 0
GROUP BY 1, 2, 3;

-- A player's results (score over time, head-to-head, the best and last play
-- after a deletion) are read from these alone, without the table.
CREATE INDEX play_results_by_name_play ON play_results (lower(trim(name)), play_id, score, winner) WHERE bot = 0;
CREATE INDEX play_results_by_profile_play ON play_results (profile_id, play_id, score, winner) WHERE bot = 0;

-- The handicap chart reads a profile's series from this index alone.
CREATE INDEX handicap_ledger_series ON handicap_ledger (profile_id, position, after, outcome);

-- Head-to-head reads the other players of each of a player's plays from this
-- index alone.
CREATE INDEX play_results_by_play_cover ON play_results (play_id, bot, profile_id, name, score, winner);
