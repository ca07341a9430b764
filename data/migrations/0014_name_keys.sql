-- Hearth schema version 14: names are compared case and accents aside
-- (names.Fold in data/names), where lower(trim(name)) folded A–Z only
-- (issue 32: History's search for "zoe" missed Zoé's 33 plays, and "Dée"
-- and "DÉE" were two players in Stats though one play refuses them side by
-- side). Each result keeps its name's folded form, written with the name;
-- hearth_fold is names.Fold, registered by the data package. The indexes
-- on names, the per-player sums and head-to-head are keyed by it.

ALTER TABLE play_results ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
UPDATE play_results SET name_key = hearth_fold(name);

DROP INDEX play_results_by_name_play;
CREATE INDEX play_results_by_name_play ON play_results (name_key, play_id, score, winner) WHERE bot = 0;
DROP INDEX play_results_by_name_score;
CREATE INDEX play_results_by_name_score ON play_results (name_key, score) WHERE bot = 0 AND profile_id IS NULL;
-- The search reads each play's folded names from this index alone.
DROP INDEX play_results_by_play_cover;
CREATE INDEX play_results_by_play_cover ON play_results (play_id, bot, profile_id, name, name_key, score, winner);

DELETE FROM player_stats;
INSERT INTO player_stats (player, game, solo, name, plays, wins, scored, best, total, seconds, last_played)
SELECT CASE WHEN r.profile_id IS NOT NULL THEN 'p:' || r.profile_id ELSE 'n:' || r.name_key END,
       p.game, p.mode = 'solo', min(r.name), count(*),
       sum(CASE WHEN p.mode = 'solo' AND p.game != 'bonfire' THEN 0 ELSE r.winner END), sum(r.scored),
       coalesce(max(CASE WHEN r.scored THEN r.score END), 0), sum(r.score * r.scored), sum(p.duration_s), max(p.played_at)
FROM play_results r JOIN plays p ON p.id = r.play_id
WHERE r.bot = 0
GROUP BY 1, 2, 3;

DELETE FROM head_to_head;
INSERT INTO head_to_head (player, game, opponent, name, plays, won, lost, ahead, behind)
SELECT CASE WHEN o.profile_id IS NOT NULL THEN 'p:' || o.profile_id ELSE 'n:' || o.name_key END,
       q.game,
       CASE WHEN t.profile_id IS NOT NULL THEN 'p:' || t.profile_id ELSE 'n:' || t.name_key END,
       min(t.name), count(*), sum(o.winner), sum(t.winner),
       sum(o.scored AND t.scored AND o.score > t.score), sum(o.scored AND t.scored AND o.score < t.score)
FROM play_results o JOIN plays q ON q.id = o.play_id AND q.mode != 'solo'
JOIN play_results t ON t.play_id = o.play_id AND t.bot = 0 AND t.id != o.id
WHERE o.bot = 0
GROUP BY 1, 2, 3;
