-- Hearth schema version 1: profiles, plays with per-player results, sessions
-- with their append-only event log, settings.

CREATE TABLE profiles (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
    created_at TEXT NOT NULL
);

CREATE TABLE plays (
    id         INTEGER PRIMARY KEY,
    uid        TEXT NOT NULL UNIQUE,
    game       TEXT NOT NULL CHECK (game IN ('bonfire', 'lueur', 'insula')),
    mode       TEXT NOT NULL,
    played_at  TEXT NOT NULL,
    duration_s INTEGER NOT NULL DEFAULT 0 CHECK (duration_s >= 0),
    setup_code TEXT NOT NULL DEFAULT '',
    notes      TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE INDEX plays_by_date ON plays (played_at DESC, id DESC);
CREATE INDEX plays_by_game_date ON plays (game, played_at DESC, id DESC);

CREATE TABLE play_results (
    id         INTEGER PRIMARY KEY,
    play_id    INTEGER NOT NULL REFERENCES plays (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat >= 0),
    name       TEXT NOT NULL,
    profile_id INTEGER REFERENCES profiles (id) ON DELETE SET NULL,
    bot        INTEGER NOT NULL DEFAULT 0 CHECK (bot IN (0, 1)),
    score      INTEGER NOT NULL,
    breakdown  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(breakdown)),
    winner     INTEGER NOT NULL DEFAULT 0 CHECK (winner IN (0, 1)),
    UNIQUE (play_id, seat)
);
CREATE INDEX play_results_by_profile ON play_results (profile_id);

CREATE TABLE sessions (
    id         INTEGER PRIMARY KEY,
    game       TEXT NOT NULL CHECK (game IN ('bonfire', 'lueur', 'insula')),
    mode       TEXT NOT NULL,
    seed       INTEGER NOT NULL,
    options    TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
    profile_id INTEGER REFERENCES profiles (id) ON DELETE SET NULL,
    cursor     INTEGER NOT NULL DEFAULT 0 CHECK (cursor >= 0),
    status     TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'finished', 'abandoned')),
    play_id    INTEGER REFERENCES plays (id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX sessions_by_status ON sessions (status, updated_at DESC);

CREATE TABLE session_events (
    id         INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    type       TEXT NOT NULL CHECK (length(type) > 0),
    payload    TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(payload)),
    created_at TEXT NOT NULL,
    UNIQUE (session_id, seq)
);

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
