// /privacy: what the game keeps, and where.
import { privacy } from '../../text'
import { PageHeader } from '../components/PageHeader'

export default function PrivacyPage() {
  return (
    <div className="page page-prose">
      <PageHeader title={privacy.title} intro={privacy.intro} />
      {privacy.sections.map((section) => (
        <section key={section.title} className="panel">
          <h2>{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </div>
  )
}
