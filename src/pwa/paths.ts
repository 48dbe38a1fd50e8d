// The offline training's page.
export const OFFLINE_TRAINING_PATH = '/offline'
