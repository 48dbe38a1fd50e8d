// The catalogue: cards, spells, boosters, skins, news and solo stages.
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'

export const cards = pgTable('cards', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nom: text('nom').notNull(),
  rarete: text('rarete').notNull(),
  imageDeBase: text('image_de_base').notNull(),
  pointsHaut: integer('points_haut').notNull(),
  pointsGauche: integer('points_gauche').notNull(),
  pointsDroite: integer('points_droite').notNull(),
  pointsBas: integer('points_bas').notNull(),
  description: text('description').notNull().default(''),
})

export const spells = pgTable('spells', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nom: text('nom').notNull(),
  rarete: text('rarete').notNull(),
  imageDeBase: text('image_de_base').notNull(),
  pointsHaut: integer('points_haut').notNull(),
  pointsGauche: integer('points_gauche').notNull(),
  pointsDroite: integer('points_droite').notNull(),
  pointsBas: integer('points_bas').notNull(),
  description: text('description').notNull().default(''),
})

export const packs = pgTable('packs', {
  id: serial('id').primaryKey(),
  slug: text('slug').unique(),
  nom: text('nom').notNull(),
  description: text('description').notNull().default(''),
  prix: integer('prix').notNull(), // credit points
  imageUrl: text('image_url').notNull(),
  kind: text('kind').notNull(), // 'cards' | 'spells'
  size: integer('size').notNull(),
  guaranteedRarity: text('guaranteed_rarity'),
  onSale: boolean('on_sale').notNull().default(true),
})

export const skins = pgTable('skins', {
  id: serial('id').primaryKey(),
  slug: text('slug').unique(),
  nom: text('nom').notNull(),
  rarete: text('rarete').notNull(),
  prixCents: integer('prix_cents').notNull(),
  imageUrl: text('image_url'),
  type: text('type').notNull(), // 'card' | 'spell'
  linkedId: integer('linked_id').notNull(), // cards.id or spells.id
  onSale: boolean('on_sale').notNull().default(true),
})

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  slug: text('slug').unique(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  imageUrl: text('image_url'),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
