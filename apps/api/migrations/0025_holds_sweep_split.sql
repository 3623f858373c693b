-- Issue 43: the periodic 'holds.sweep' became one kind per sweep (holds.expire, reviews.invite,
-- streams.expire, uploads.sweep, rates.refresh) and the worker deletes finished work itself.
-- An item of the old kind has no handler any more: the next period queues the new kinds instead.
DELETE FROM jobs WHERE kind = 'holds.sweep' AND status <> 'done';
