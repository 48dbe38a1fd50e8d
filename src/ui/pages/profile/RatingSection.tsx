// The ranked rating over time: the chart (uPlot, loaded with this section only), the current rating
// and the range it moved in; an empty state before the first ranked game.
import { lazy, Suspense } from 'react'
import type { RatingPoint } from '../../../api/stats'
import { profileStats as text, statsTextFor, type StatsView } from '../../../text/profileStats'

const RatingChart = lazy(() => import('./RatingChart'))

export function RatingSection({ rating, points, view = 'own' }: { rating: number; points: RatingPoint[]; view?: StatsView }) {
  const ratings = points.map((p) => p.rating)
  return (
    <section className="panel profile-rating" aria-labelledby="profile-rating-title">
      <h2 id="profile-rating-title">{text.ratingTitle}</h2>
      {points.length === 0 ? (
        <p className="muted profile-empty">{statsTextFor(view).ratingEmpty}</p>
      ) : (
        <>
          <p className="profile-rating-summary">
            <strong>{text.ratingNow(rating)}</strong>
            <span className="muted">
              {text.ratingGames(points.length)}
              {/* a span only when the ratings differ (one game has none) */}
              {Math.min(...ratings) < Math.max(...ratings) && ` · ${text.ratingRange(Math.min(...ratings), Math.max(...ratings))}`}
            </span>
          </p>
          <div className="rating-chart" role="img" aria-label={text.chartLabel(points.length, ratings[0] - points[0].change, rating)}>
            <Suspense fallback={<div className="rating-chart-plot" />}>
              <RatingChart points={points} />
            </Suspense>
          </div>
        </>
      )}
    </section>
  )
}
