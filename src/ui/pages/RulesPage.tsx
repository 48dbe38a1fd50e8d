// /regles — « Règles du jeu »: what changed lately, then the rules section by section (a contents
// list first, each section an anchor). Public and prerendered like /about; the texts are
// src/text/rules.ts, their numbers src/game's (rules/rulesNumbers.ts).
import { rulesPage as text } from '../../text/rules'
import { PageHeader } from '../components/PageHeader'
import { BoardSketch } from './rules/BoardSketch'
import { rulesNumbers } from './rules/rulesNumbers'

export default function RulesPage() {
  const numbers = rulesNumbers()
  const sections = text.sections(numbers)
  return (
    <div className="page page-prose rules-page">
      <PageHeader title={text.title} intro={text.intro} />
      <nav className="rules-contents" aria-labelledby="rules-contents-title">
        <h2 id="rules-contents-title" className="rules-contents-title">
          {text.contents}
        </h2>
        <ol>
          <li>
            <a href="#changements">{text.changesTitle}</a>
          </li>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <section id="changements" className="panel rules-changes" aria-labelledby="changements-title">
        <h2 id="changements-title">{text.changesTitle}</h2>
        <p className="rules-date">
          {text.changesLead} <time dateTime={text.changesDateTime}>{text.changesDate}</time>
        </p>
        <ul className="bullets">
          {text.changes(numbers).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {sections.map((s) => (
        <section key={s.id} id={s.id} className="panel rules-section" aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>{s.title}</h2>
          {s.id === 'plateau' && <BoardSketch rows={numbers.rows} />}
          <ul className="bullets">
            {s.points.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
