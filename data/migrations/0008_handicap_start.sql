-- Hearth schema version 8: the handicap challenge is a choice (seed 000
-- "CHALLENGE 1 : MODE HANDICAP"; SPEC §4.4), and a ledger row keeps the
-- handicap its game started with. A solo play records it in the breakdown of
-- the player's result: {"handicap": {"challenge": true, "start": -10}}, or
-- {"handicap": {"challenge": false}} for a standard game, which is not in the
-- ledger. Every game in the ledger so far was a challenge: it keeps the start
-- the ledger gave it, so a later deletion no longer shifts it. (A breakdown
-- that is not an object stays as it is: its game follows the chain.)

UPDATE play_results
SET breakdown = json_set(breakdown, '$.handicap',
    json_object('challenge', json('true'), 'start',
        (SELECT l.before FROM handicap_ledger l WHERE l.play_id = play_results.play_id AND l.profile_id = play_results.profile_id)))
WHERE bot = 0 AND json_type(breakdown) = 'object' AND EXISTS (SELECT 1 FROM handicap_ledger l WHERE l.play_id = play_results.play_id AND l.profile_id = play_results.profile_id);
