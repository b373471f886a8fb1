-- Keeps exercise_labels (every tag and material in use, with how many exercises use it) in step
-- with exercises, including rows removed by cascading deletes.
CREATE OR REPLACE FUNCTION exercise_labels_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE exercise_labels AS l SET uses = l.uses - 1
    FROM (
      SELECT 'tags' AS field, unnest(OLD.tags) AS label
      UNION ALL SELECT 'materials', unnest(OLD.materials)
    ) AS o
    WHERE l.field = o.field AND l.label = o.label;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO exercise_labels (field, label, uses)
    SELECT n.field, n.label, count(*)
    FROM (
      SELECT 'tags' AS field, unnest(NEW.tags) AS label
      UNION ALL SELECT 'materials', unnest(NEW.materials)
    ) AS n
    GROUP BY n.field, n.label
    ORDER BY n.field, n.label
    ON CONFLICT (field, label) DO UPDATE SET uses = exercise_labels.uses + EXCLUDED.uses;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM exercise_labels AS l
    USING (
      SELECT 'tags' AS field, unnest(OLD.tags) AS label
      UNION ALL SELECT 'materials', unnest(OLD.materials)
    ) AS o
    WHERE l.field = o.field AND l.label = o.label AND l.uses <= 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER exercise_labels_on_insert_delete
AFTER INSERT OR DELETE ON exercises
FOR EACH ROW EXECUTE FUNCTION exercise_labels_count();
--> statement-breakpoint
CREATE TRIGGER exercise_labels_on_update
AFTER UPDATE OF tags, materials ON exercises
FOR EACH ROW WHEN (OLD.tags IS DISTINCT FROM NEW.tags OR OLD.materials IS DISTINCT FROM NEW.materials)
EXECUTE FUNCTION exercise_labels_count();
