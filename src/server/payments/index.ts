// The gateway chosen at start-up: Stripe when STRIPE_SECRET_KEY is set, else the built-in test gateway.
import type { Config } from '../config'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import type { PaymentGateway } from './gateway'
import { StripeGateway } from './stripe-gateway'
import { TestGateway } from './test-gateway'

export function createPaymentGateway(config: Config, db: Db, clock: Clock): PaymentGateway {
  if (config.stripeSecretKey) return new StripeGateway(config.stripeSecretKey, config.stripePublishableKey, config.stripeApiBase)
  return new TestGateway(db, clock)
}
