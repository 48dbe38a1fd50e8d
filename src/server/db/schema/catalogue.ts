// The catalogue: cards, spells, boosters, skins, news and solo stages.
import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, serial, text, timestamp, check, foreignKey, index } from 'drizzle-orm/pg-core'
import type { Rarete } from '../../../game'
import { users } from './accounts'

export const cards = pgTable('cards', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique('cards_slug_key'),
  nom: text('nom').notNull(),
  rarete: text('rarete').$type<Rarete>().notNull(),
  imageDeBase: text('image_de_base').notNull(),
  pointsHaut: integer('points_haut').notNull(),
  pointsGauche: integer('points_gauche').notNull(),
  pointsDroite: integer('points_droite').notNull(),
  pointsBas: integer('points_bas').notNull(),
  description: text('description').notNull().default(''),
}, () => [
  check('cards_rarete_check', sql`rarete IN ('commune', 'rare', 'épique', 'légendaire')`),
  check('cards_points_haut_check', sql`points_haut BETWEEN 1 AND 9`),
  check('cards_points_gauche_check', sql`points_gauche BETWEEN 1 AND 9`),
  check('cards_points_droite_check', sql`points_droite BETWEEN 1 AND 9`),
  check('cards_points_bas_check', sql`points_bas BETWEEN 1 AND 9`),
])

export const spells = pgTable('spells', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique('spells_slug_key'),
  nom: text('nom').notNull(),
  rarete: text('rarete').$type<Rarete>().notNull(),
  imageDeBase: text('image_de_base').notNull(),
  pointsHaut: integer('points_haut').notNull(),
  pointsGauche: integer('points_gauche').notNull(),
  pointsDroite: integer('points_droite').notNull(),
  pointsBas: integer('points_bas').notNull(),
  description: text('description').notNull().default(''),
}, () => [
  check('spells_rarete_check', sql`rarete IN ('commune', 'rare', 'épique', 'légendaire')`),
  check('spells_points_haut_check', sql`points_haut BETWEEN -5 AND 5`),
  check('spells_points_gauche_check', sql`points_gauche BETWEEN -5 AND 5`),
  check('spells_points_droite_check', sql`points_droite BETWEEN -5 AND 5`),
  check('spells_points_bas_check', sql`points_bas BETWEEN -5 AND 5`),
])

export const packs = pgTable('packs', {
  id: serial('id').primaryKey(),
  slug: text('slug').unique('packs_slug_key'),
  nom: text('nom').notNull(),
  description: text('description').notNull().default(''),
  prix: integer('prix').notNull(), // credit points
  imageUrl: text('image_url').notNull(),
  kind: text('kind').$type<'cards' | 'spells'>().notNull(),
  size: integer('size').notNull(),
  guaranteedRarity: text('guaranteed_rarity').$type<Rarete>(),
  onSale: boolean('on_sale').notNull().default(true),
}, () => [
  check('packs_prix_check', sql`prix >= 0`),
  check('packs_kind_check', sql`kind IN ('cards', 'spells')`),
  check('packs_size_check', sql`size BETWEEN 1 AND 10`),
  check('packs_guaranteed_rarity_check', sql`guaranteed_rarity IN ('commune', 'rare', 'épique', 'légendaire')`),
])

export const skins = pgTable('skins', {
  id: serial('id').primaryKey(),
  slug: text('slug').unique('skins_slug_key'),
  nom: text('nom').notNull(),
  rarete: text('rarete').$type<Rarete>().notNull(),
  prixCents: integer('prix_cents').notNull(),
  imageUrl: text('image_url'),
  type: text('type').$type<'card' | 'spell'>().notNull(),
  linkedId: integer('linked_id').notNull(), // cards.id or spells.id
  onSale: boolean('on_sale').notNull().default(true),
}, () => [
  check('skins_rarete_check', sql`rarete IN ('commune', 'rare', 'épique', 'légendaire')`),
  check('skins_prix_cents_check', sql`prix_cents > 0`),
  check('skins_type_check', sql`type IN ('card', 'spell')`),
])

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  slug: text('slug').unique('news_slug_key'),
  title: text('title').notNull(),
  body: text('body').notNull(),
  imageUrl: text('image_url'),
  authorId: integer('author_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  foreignKey({ name: 'news_author_id_fkey', columns: [t.authorId], foreignColumns: [users.id] }).onDelete('set null'),
  index('news_created').on(t.createdAt.desc().nullsFirst()),
])
