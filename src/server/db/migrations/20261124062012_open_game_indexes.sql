CREATE INDEX "games_joueur1_open" ON "games" USING btree ("joueur1") WHERE status <> 'FINISHED';--> statement-breakpoint
CREATE INDEX "games_joueur2_open" ON "games" USING btree ("joueur2") WHERE status <> 'FINISHED';--> statement-breakpoint
CREATE INDEX "games_deckplayer1_open" ON "games" USING btree ("deckplayer1") WHERE status <> 'FINISHED' AND deckplayer1 IS NOT NULL;--> statement-breakpoint
CREATE INDEX "games_deckplayer2_open" ON "games" USING btree ("deckplayer2") WHERE status <> 'FINISHED' AND deckplayer2 IS NOT NULL;