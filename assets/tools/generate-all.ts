// Regenerates every generated asset: the SVG art and credits, then the sounds.
// Run: node --import tsx assets/tools/generate-all.ts (what `npm run gen:assets` should call).
import { relative } from 'node:path'
import { generateArt } from './generate-art'
import { generateSounds } from './generate-sounds'

const art = generateArt()
const sounds = generateSounds()
const sum = (files: { bytes: number }[]) => files.reduce((total, f) => total + f.bytes, 0)
console.log(`Illustrations et crédits : ${art.length} fichiers, ${sum(art)} octets.`)
console.log(`Sons : ${sounds.map((f) => relative(process.cwd(), f.file)).join(', ')} — ${sum(sounds)} octets.`)
