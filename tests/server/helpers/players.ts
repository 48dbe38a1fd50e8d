// Accounts for tests: sign up and sign in through the API.
import { expect } from 'vitest'
import type { Api } from './app'

export interface Player {
  id: number
  pseudo: string
  email: string
  password: string
  token: string
}

let counter = 0
export async function newPlayer(api: Api, pseudo?: string): Promise<Player> {
  counter += 1
  const name = pseudo ?? `joueur${counter}_${Math.random().toString(36).slice(2, 7)}`
  const email = `${name.toLowerCase()}@exemple.fr`
  const password = 'motdepasse-solide'
  const signup = await api.post('/auth/signup', { pseudo: name, email, password, passwordConfirmation: password }, { ip: `10.0.${counter % 250}.1` })
  expect(signup.status, JSON.stringify(signup.body)).toBe(201)
  const token = await signIn(api, name, password)
  return { id: signup.body.id, pseudo: name, email, password, token }
}

export async function signIn(api: Api, pseudo: string, password: string): Promise<string> {
  const res = await api.post('/auth/signin', { pseudo, password }, { ip: '10.9.9.9' })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.accessToken
}

export async function adminToken(api: Api): Promise<{ id: number; token: string }> {
  const res = await api.post('/auth/signin', { pseudo: 'admin', password: 'admin-password' }, { ip: '10.9.9.8' })
  expect(res.status).toBe(200)
  return { id: res.body.id, token: res.body.accessToken }
}
