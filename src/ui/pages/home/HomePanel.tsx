// One of Home's panels: an icon, a title, the content and a link to the page it summarises (if any).
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Icon, type IconName } from '../../components/Icon'

export function HomePanel(props: { name: string; icon: IconName; title: string; link?: { to: string; label: string }; children: ReactNode }) {
  const titleId = useId()
  return (
    <section className={`panel home-panel home-${props.name}`} aria-labelledby={titleId}>
      <h2 className="home-panel-title" id={titleId}>
        <Icon name={props.icon} className="home-panel-icon" />
        {props.title}
      </h2>
      <div className="home-panel-body">{props.children}</div>
      {props.link && (
        <Link to={props.link.to} className="home-panel-link">
          {props.link.label} <span aria-hidden="true">→</span>
        </Link>
      )}
    </section>
  )
}
