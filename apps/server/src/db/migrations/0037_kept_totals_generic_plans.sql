-- Issue 26 (decision 048): the kept totals' refresh at every commit (decisions 051 and 054) runs its statements
-- under generic plans. With a parameter array (`= ANY(ids)`, `unnest(hours)`) PostgreSQL's plan cache never
-- finds the generic plan as cheap as a one-element custom plan, so it planned the refresh's large statements
-- again at every commit: several milliseconds of the database's CPU per sale, most of what the triggers cost.
-- The setting holds while the flush runs (and the refreshes it calls); a rebuild called directly plans as before.
ALTER FUNCTION kept_totals_flush() SET plan_cache_mode = force_generic_plan;
