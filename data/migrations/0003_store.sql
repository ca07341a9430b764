-- Hearth schema version 3: reserved for the store hardening (application id, summaries, ledger).
SELECT 1;
