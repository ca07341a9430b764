-- Hearth schema version 13: a Lueur play of one player is won by nobody
-- (data/settle.go; docs/interpretations.md, "A one-player Lueur score").
-- A score entered for one player was stored as a win (issue 32: the export
-- and the CSV said winner true, History "Winner: Blue"); solo journeys were
-- already stored without one. The statistics never counted these wins; the
-- sums are rebuilt all the same, from the corrected results.

UPDATE play_results SET winner = 0
WHERE winner = 1 AND play_id IN (
    SELECT p.id FROM plays p WHERE p.game = 'lueur'
    AND (p.mode = 'solo' OR (SELECT count(*) FROM play_results r WHERE r.play_id = p.id) = 1));

DELETE FROM player_stats;
INSERT INTO player_stats (player, game, solo, name, plays, wins, scored, best, total, seconds, last_played)
SELECT CASE WHEN r.profile_id IS NOT NULL THEN 'p:' || r.profile_id ELSE 'n:' || lower(trim(r.name)) END,
       p.game, p.mode = 'solo', min(r.name), count(*),
       sum(CASE WHEN p.mode = 'solo' AND p.game != 'bonfire' THEN 0 ELSE r.winner END), sum(r.scored),
       coalesce(max(CASE WHEN r.scored THEN r.score END), 0), sum(r.score * r.scored), sum(p.duration_s), max(p.played_at)
FROM play_results r JOIN plays p ON p.id = r.play_id
WHERE r.bot = 0
GROUP BY 1, 2, 3;
