-- The desk's street address of a place (issue 48): the calendar file and the place's page name it.
ALTER TABLE "locations" ADD COLUMN "address" text;