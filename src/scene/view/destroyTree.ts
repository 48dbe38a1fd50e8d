// @pixi/react destroys only the top display object of a subtree React removes: its descendants are
// detached but live on, each held by the renderer (a Text keeps its texture, a Graphics its buffers)
// until Pixi's garbage collector finds it a minute later. A container that owns a subtree which comes
// and goes (a board card, a clash, the dragged card) destroys its descendants with itself.
import type { Container } from 'pixi.js'

const owning = new WeakSet<Container>()

/** Destroys a display object and everything under it (each with its own default options). */
function destroyTree(node: Container): void {
  for (const child of [...node.children]) destroyTree(child)
  node.destroy()
}

/** A ref callback: when Pixi destroys this container, its descendants are destroyed too. */
export function ownsChildren(container: Container | null): void {
  if (!container || owning.has(container)) return
  owning.add(container)
  const destroy = container.destroy.bind(container)
  container.destroy = (options) => {
    if (!container.destroyed) for (const child of [...container.children]) destroyTree(child)
    destroy(options)
  }
}
