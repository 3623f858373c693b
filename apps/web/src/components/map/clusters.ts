/**
 * Places too close to each other on screen to be told apart (Athens centre and its airport at
 * the opening zoom) are drawn as one numbered marker that zooms in on them, so no two targets
 * overlap (WCAG 2.2 target size). Greedy, in the given order: small enough for the map's few
 * dozen places, and it keeps the same grouping for the same input.
 */
export type TPoint = { x: number; y: number }
export type TCluster<T> = { members: T[]; x: number; y: number }

export function clusterByDistance<T>(items: T[], positionOf: (item: T) => TPoint, minDistance: number): TCluster<T>[] {
  const clusters: TCluster<T>[] = []
  for (const item of items) {
    const { x, y } = positionOf(item)
    const near = clusters.find((c) => Math.hypot(c.x - x, c.y - y) < minDistance)
    if (!near) {
      clusters.push({ members: [item], x, y })
      continue
    }
    // The cluster sits at its members' average position.
    const n = near.members.push(item)
    near.x += (x - near.x) / n
    near.y += (y - near.y) / n
  }
  return clusters
}
