-- Hearth schema version 7: every profile and session gets a stable id (uid)
-- kept forever, as plays already have, so that exporting from one device and
-- importing on another merges instead of duplicating (data/import.go).
-- Ids are 32 lower-case hex digits laid out as a random (version 4) UUID;
-- rows that exist get one here, rows inserted without one get one from the
-- triggers (the store always passes one).

ALTER TABLE profiles ADD COLUMN uid TEXT;
ALTER TABLE sessions ADD COLUMN uid TEXT;

UPDATE profiles SET uid = lower(hex(randomblob(6))) || '4' || substr(lower(hex(randomblob(2))), 2)
    || substr('89ab', 1 + abs(random() % 4), 1) || substr(lower(hex(randomblob(2))), 2) || lower(hex(randomblob(6)))
WHERE uid IS NULL;
UPDATE sessions SET uid = lower(hex(randomblob(6))) || '4' || substr(lower(hex(randomblob(2))), 2)
    || substr('89ab', 1 + abs(random() % 4), 1) || substr(lower(hex(randomblob(2))), 2) || lower(hex(randomblob(6)))
WHERE uid IS NULL;

CREATE UNIQUE INDEX profiles_by_uid ON profiles (uid);
CREATE UNIQUE INDEX sessions_by_uid ON sessions (uid);

CREATE TRIGGER profiles_uid_default AFTER INSERT ON profiles WHEN NEW.uid IS NULL
BEGIN
    UPDATE profiles SET uid = lower(hex(randomblob(6))) || '4' || substr(lower(hex(randomblob(2))), 2)
        || substr('89ab', 1 + abs(random() % 4), 1) || substr(lower(hex(randomblob(2))), 2) || lower(hex(randomblob(6)))
    WHERE id = NEW.id;
END;

CREATE TRIGGER sessions_uid_default AFTER INSERT ON sessions WHEN NEW.uid IS NULL
BEGIN
    UPDATE sessions SET uid = lower(hex(randomblob(6))) || '4' || substr(lower(hex(randomblob(2))), 2)
        || substr('89ab', 1 + abs(random() % 4), 1) || substr(lower(hex(randomblob(2))), 2) || lower(hex(randomblob(6)))
    WHERE id = NEW.id;
END;
