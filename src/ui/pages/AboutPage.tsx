// /about: the game, how to play (with the link to the whole rules, /regles), and the art credits (/assets/credits.json).
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { about } from '../../text'
import { PageHeader } from '../components/PageHeader'

interface Credit {
  icon: string
  author: string
  license: string
  url: string
}
const isCredit = (c: unknown): c is Credit => typeof (c as Credit)?.icon === 'string' && typeof (c as Credit)?.author === 'string'

export default function AboutPage() {
  const [credits, setCredits] = useState<Credit[] | 'error' | null>(null)
  useEffect(() => {
    let cancelled = false
    fetch('/assets/credits.json')
      .then((r) => (r.ok ? (r.json() as Promise<unknown>) : Promise.reject(new Error(String(r.status)))))
      .then((data) => !cancelled && setCredits(Array.isArray(data) ? data.filter(isCredit) : 'error'))
      .catch(() => !cancelled && setCredits('error'))
    return () => {
      cancelled = true
    }
  }, [])

  return (
    <div className="page page-prose">
      <PageHeader title={about.title} intro={about.intro} />
      <section className="panel">
        <h2>{about.howTitle}</h2>
        <ul className="bullets">
          {about.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="about-rules-link">
          <Link to="/regles">{about.rulesLink}</Link>
        </p>
      </section>
      <section className="panel" aria-labelledby="credits-title">
        <h2 id="credits-title">{about.creditsTitle}</h2>
        <p>{about.creditsIntro}</p>
        <p>{about.fonts}</p>
        {credits === null && <p className="muted">{about.creditsLoading}</p>}
        {credits === 'error' && <p className="muted">{about.creditsError}</p>}
        {Array.isArray(credits) && (
          <ul className="credits">
            <li>
              <strong>{about.uiIcons}</strong> — {about.uiIconsAuthor} (CC BY 3.0)
            </li>
            {credits.map((c) => (
              <li key={c.icon}>
                <a href={c.url} target="_blank" rel="noopener noreferrer">
                  {c.icon}
                </a>{' '}
                — {c.author} ({c.license})
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
