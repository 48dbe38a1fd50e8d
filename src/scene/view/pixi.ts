// The Pixi classes the scene draws with, registered once for @pixi/react's JSX (<pixiContainer> …).
import { extend } from '@pixi/react'
import { Container, Graphics, Sprite, Text } from 'pixi.js'

extend({ Container, Graphics, Sprite, Text })

export { Container, Graphics, Sprite, Text }
