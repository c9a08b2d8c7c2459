-- The categories' colours become hex (SPEC: academy_category.color); these were the palette names the client mapped.
UPDATE "academy_categories" SET "color" = CASE lower("color")
  WHEN 'indigo' THEN '#3f51b5'
  WHEN 'blue' THEN '#2196f3'
  WHEN 'green' THEN '#4caf50'
  WHEN 'orange' THEN '#ff9800'
  WHEN 'pink' THEN '#e91e63'
  ELSE CASE WHEN "color" ~* '^#[0-9a-f]{6}$' THEN lower("color") ELSE '#2196f3' END
END WHERE "color" !~ '^#[0-9a-f]{6}$';--> statement-breakpoint
ALTER TABLE "academy_categories" ADD CONSTRAINT "academy_categories_color_hex" CHECK ("academy_categories"."color" ~ '^#[0-9a-f]{6}$');
