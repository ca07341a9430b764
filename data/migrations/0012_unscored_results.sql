-- Hearth schema version 12: a result may have no number (data/unscored.go).
-- An Insula player who fought no final battle has no strength, not a
-- strength of 0: such results count in no best or average (issue 32: a
-- nightfall play halved every player's average strength). player_stats
-- counts the plays with a number apart (scored); best and total are theirs.

ALTER TABLE play_results ADD COLUMN scored INTEGER NOT NULL DEFAULT 1 CHECK (scored IN (0, 1));

-- The results saved before, by the rule of unscored(): at the table, a
-- player who did not fight the final battle or whose strength was not
-- entered; solo, an expedition lost with no final strength.
UPDATE play_results SET scored = 0
WHERE bot = 0 AND json_valid(breakdown) AND play_id IN (SELECT id FROM plays WHERE game = 'insula') AND CASE
    WHEN (SELECT mode FROM plays WHERE id = play_id) = 'solo' THEN
        json_type(breakdown, '$.input.won') = 'false'
        AND coalesce(json_extract(breakdown, '$.input.final_strength'), 0) = 0
    ELSE
        json_type(breakdown, '$.input.in_final_battle') IN ('true', 'false')
        AND (json_type(breakdown, '$.input.in_final_battle') = 'false'
             OR coalesce(json_type(breakdown, '$.input.strength'), 'null') NOT IN ('integer', 'real'))
END;

ALTER TABLE player_stats ADD COLUMN scored INTEGER NOT NULL DEFAULT 0;

DELETE FROM player_stats;
INSERT INTO player_stats (player, game, solo, name, plays, wins, best, total, seconds, last_played, scored)
SELECT CASE WHEN r.profile_id IS NOT NULL THEN 'p:' || r.profile_id ELSE 'n:' || lower(trim(r.name)) END,
       p.game, p.mode = 'solo', min(r.name), count(*),
       sum(CASE WHEN p.mode = 'solo' AND p.game != 'bonfire' THEN 0 ELSE r.winner END),
       coalesce(max(CASE WHEN r.scored THEN r.score END), 0), sum(r.score * r.scored), sum(p.duration_s), max(p.played_at),
       sum(r.scored)
FROM play_results r JOIN plays p ON p.id = r.play_id
WHERE r.bot = 0
GROUP BY 1, 2, 3;

-- Head-to-head compares scores only where both players have one.
DELETE FROM head_to_head;
INSERT INTO head_to_head (player, game, opponent, name, plays, won, lost, ahead, behind)
SELECT CASE WHEN o.profile_id IS NOT NULL THEN 'p:' || o.profile_id ELSE 'n:' || lower(trim(o.name)) END,
       q.game,
       CASE WHEN t.profile_id IS NOT NULL THEN 'p:' || t.profile_id ELSE 'n:' || lower(trim(t.name)) END,
       min(t.name), count(*), sum(o.winner), sum(t.winner),
       sum(o.scored AND t.scored AND o.score > t.score), sum(o.scored AND t.scored AND o.score < t.score)
FROM play_results o JOIN plays q ON q.id = o.play_id AND q.mode != 'solo'
JOIN play_results t ON t.play_id = o.play_id AND t.bot = 0 AND t.id != o.id
WHERE o.bot = 0
GROUP BY 1, 2, 3;
