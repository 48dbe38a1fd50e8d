// A section's title block: an icon in a gold tile, the title (h2) and a short intro.
import { Icon, type IconName } from '../../components/Icon'

export function SectionHead({ id, icon, title, intro, count }: { id: string; icon: IconName; title: string; intro?: string; count?: number }) {
  return (
    <div className="section-head">
      <span className="section-icon" aria-hidden="true">
        <Icon name={icon} />
      </span>
      <div>
        <h2 id={id} className="section-title">
          {title}
          {count !== undefined && count > 0 && <span className="count-badge">{count}</span>}
        </h2>
        {intro && <p className="section-intro">{intro}</p>}
      </div>
    </div>
  )
}
