-- The directory's derived columns, kept current by the database itself so that every write path
-- (profile editor, renamed accounts or therapies, ratings, bookings) updates them in the same
-- transaction. Plain SQL and PL/pgSQL that PGlite and PostgreSQL 15 both run; no extension
-- beyond pg_trgm (0002).

-- Accent-insensitive folding of Spanish text, IMMUTABLE so it may back an index. Upper-case
-- accented letters are mapped too: lower() leaves them alone under the C locale.
CREATE OR REPLACE FUNCTION directory_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT trim(regexp_replace(
    lower(translate(coalesce(value, ''),
      'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãåéèêëíìîïóòôöõúùûüñçý',
      'aaaaaaeeeeiiiiooooouuuuncyaaaaaaeeeeiiiiooooouuuuncy')),
    '[^a-z0-9]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- What the directory's free-text search reads: name, bio and the therapies' names.
CREATE OR REPLACE FUNCTION directory_search_text(p_therapist uuid, p_bio text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(directory_fold(concat_ws(' ', u.name, u.last_name, p_bio,
    (SELECT string_agg(t.name, ' ' ORDER BY t.name)
       FROM therapist_therapies tt JOIN tags t ON t.id = tt.tag_id
      WHERE tt.therapist_id = p_therapist))), '')
  FROM users u WHERE u.id = p_therapist
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_refresh_search(p_therapist uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE therapist_profiles
     SET search_text = coalesce(directory_search_text(therapist_id, bio), '')
   WHERE therapist_id = p_therapist
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_profile_derived() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := coalesce(directory_search_text(NEW.therapist_id, NEW.bio), '');
  IF TG_OP = 'INSERT' THEN
    SELECT count(*), coalesce(sum(r.stars), 0) INTO NEW.rating_count, NEW.rating_sum
      FROM ratings r WHERE r.therapist_id = NEW.therapist_id AND NOT r.hidden;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER therapist_profiles_derived
BEFORE INSERT OR UPDATE OF bio ON therapist_profiles
FOR EACH ROW EXECUTE FUNCTION directory_profile_derived();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_therapies_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM directory_refresh_search(OLD.therapist_id);
  ELSE
    PERFORM directory_refresh_search(NEW.therapist_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER therapist_therapies_search
AFTER INSERT OR DELETE ON therapist_therapies
FOR EACH ROW EXECUTE FUNCTION directory_therapies_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_user_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM directory_refresh_search(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_directory_search
AFTER UPDATE OF name, last_name ON users
FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
EXECUTE FUNCTION directory_user_renamed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_tag_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE therapist_profiles
     SET search_text = coalesce(directory_search_text(therapist_id, bio), '')
   WHERE therapist_id IN (SELECT therapist_id FROM therapist_therapies WHERE tag_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tags_directory_search
AFTER UPDATE OF name ON tags
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION directory_tag_renamed();
--> statement-breakpoint
-- Count and sum of the visible opinions: the directory sorts and filters on the average.
CREATE OR REPLACE FUNCTION directory_refresh_ratings(p_therapist uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE therapist_profiles p
     SET rating_count = s.n, rating_sum = s.total
    FROM (SELECT count(*)::int AS n, coalesce(sum(stars), 0)::int AS total
            FROM ratings WHERE therapist_id = p_therapist AND NOT hidden) s
   WHERE p.therapist_id = p_therapist
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_ratings_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM directory_refresh_ratings(OLD.therapist_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM directory_refresh_ratings(NEW.therapist_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ratings_directory_summary
AFTER INSERT OR DELETE OR UPDATE OF stars, hidden, therapist_id ON ratings
FOR EACH ROW EXECUTE FUNCTION directory_ratings_changed();
--> statement-breakpoint
-- Any change to what holds a therapist's time makes the stored next free slot stale; the
-- directory recomputes stale ones (docs/decisions/0011-directory.md).
CREATE OR REPLACE FUNCTION directory_slots_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE therapist_profiles SET slots_stale = true
     WHERE therapist_id = OLD.therapist_id AND NOT slots_stale;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE therapist_profiles SET slots_stale = true
     WHERE therapist_id = NEW.therapist_id AND NOT slots_stale;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_directory_slots
AFTER INSERT OR DELETE OR UPDATE OF starts_at, ends_at, status, therapist_id ON appointments
FOR EACH ROW EXECUTE FUNCTION directory_slots_changed();
--> statement-breakpoint
CREATE TRIGGER blocked_periods_directory_slots
AFTER INSERT OR DELETE OR UPDATE ON blocked_periods
FOR EACH ROW EXECUTE FUNCTION directory_slots_changed();
--> statement-breakpoint
CREATE TRIGGER agenda_settings_directory_slots
AFTER INSERT OR DELETE OR UPDATE ON agenda_settings
FOR EACH ROW EXECUTE FUNCTION directory_slots_changed();
