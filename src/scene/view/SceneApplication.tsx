// @pixi/react's Application, rendered once more when its asynchronous init has finished: that init
// ends by rendering the children it started with, so a layout that changed meanwhile (the battle's
// chrome settling at game start) would leave the canvas drawn at its first size, off the slots.
import { useCallback, useState, type ComponentProps } from 'react'
import { Application } from '@pixi/react'

type ApplicationProps = ComponentProps<typeof Application>
type PixiApplication = Parameters<NonNullable<ApplicationProps['onInit']>>[0]

export function SceneApplication({ onInit, ...props }: ApplicationProps) {
  const [, setInitialised] = useState(false)
  const handleInit = useCallback(
    (app: PixiApplication) => {
      setInitialised(true) // the render after init passes the current children and size
      onInit?.(app)
    },
    [onInit],
  )
  return <Application {...props} onInit={handleInit} />
}
