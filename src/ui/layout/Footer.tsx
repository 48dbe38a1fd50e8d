// The footer's links: home, the rules, about, contact, privacy and the community chat (from configuration).
import { Link } from 'react-router-dom'
import { COMMUNITY_CHAT_URL } from '../../state/constants'
import { footer } from '../../text'
import { Icon } from '../components/Icon'

const external = /^https?:\/\//.test(COMMUNITY_CHAT_URL)

export function Footer() {
  return (
    <footer className="footer" aria-label={footer.label}>
      <nav>
        <ul className="footer-links">
          <li><Link to="/">{footer.home}</Link></li>
          <li><Link to="/regles">{footer.rules}</Link></li>
          <li><Link to="/about">{footer.about}</Link></li>
          <li><Link to="/contact">{footer.contact}</Link></li>
          <li><Link to="/privacy">{footer.privacy}</Link></li>
          <li>
            {external ? (
              <a href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer">
                <Icon name="chat" /> {footer.community}
              </a>
            ) : (
              <Link to={COMMUNITY_CHAT_URL}>
                <Icon name="chat" /> {footer.community}
              </Link>
            )}
          </li>
        </ul>
      </nav>
      <p className="footer-copy">{footer.rights(new Date().getFullYear())}</p>
    </footer>
  )
}
