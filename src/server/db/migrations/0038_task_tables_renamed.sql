-- The tasks app's tables took the template's to-do names; they are named for what they hold now.
ALTER TABLE "todo_tasks" RENAME TO "task_items";--> statement-breakpoint
ALTER TABLE "todo_starters" RENAME TO "task_starters";--> statement-breakpoint
ALTER TABLE "task_items" RENAME CONSTRAINT "todo_tasks_pkey" TO "task_items_pkey";--> statement-breakpoint
ALTER TABLE "task_items" RENAME CONSTRAINT "todo_tasks_owner_id_users_id_fk" TO "task_items_owner_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "task_starters" RENAME CONSTRAINT "todo_starters_user_id_pk" TO "task_starters_user_id_pk";--> statement-breakpoint
ALTER TABLE "task_starters" RENAME CONSTRAINT "todo_starters_user_id_users_id_fk" TO "task_starters_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "todo_tasks_owner_order_idx" RENAME TO "task_items_owner_order_idx";
